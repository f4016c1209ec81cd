import type { SkinAnalysisType } from '@careledger/shared';
import type { ReactNode } from 'react';
import { useSkinAnalysisRun } from '../hooks/use-skin-analysis-run';
import { useSkinForm } from '../hooks/use-skin-form';
import { AnalysisForm } from './analysis-form';
import { AnalysisResult } from './analysis-result';
import { SkinHistory } from './skin-history';

interface AnalysisPanelProps {
  type: SkinAnalysisType;
  userId: string | null;
  /** What this kind of analysis does, above the form. */
  intro: ReactNode;
}

/** One tab: the form, the analysis's progress and result, and the earlier analyses of the body part chosen. */
export function AnalysisPanel({ type, userId, intro }: AnalysisPanelProps) {
  const controls = useSkinForm();
  const run = useSkinAnalysisRun(type);
  return (
    <div className="space-y-6" data-testid={`skin-panel-${type}`}>
      {intro}
      <AnalysisForm controls={controls} run={run} userId={userId} />
      {run.result ? <AnalysisResult result={run.result} /> : null}
      {userId ? <SkinHistory userId={userId} bodyPart={controls.form.bodyPart} /> : null}
    </div>
  );
}
