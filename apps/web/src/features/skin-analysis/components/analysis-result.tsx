import type { SkinAnalysisResult } from '@careledger/shared';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n';
import { AbcdFeatures } from './abcd-features';
import { EvolutionSummary } from './evolution-summary';
import { ResultImages } from './result-images';
import { ResultSummary } from './result-summary';
import { SkinDisclaimer } from './skin-disclaimer';

/** What the analysis measured, how it scored it, the photo with its overlay, and that it is not a diagnosis. */
export function AnalysisResult({ result }: { result: SkinAnalysisResult }) {
  const { t } = useTranslation('skin');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-testid="skin-result">
      <CardHeader title={t('result.title')} titleId={titleId} />
      <CardContent className="space-y-6">
        <SkinDisclaimer disclaimer={result.disclaimer} />
        <ResultSummary result={result} />
        <AbcdFeatures result={result} />
        <EvolutionSummary evolution={result.analysis.evolution} />
        <ResultImages result={result} />
      </CardContent>
    </Card>
  );
}
