import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormError } from '@/components/ui/form-error';
import { useTranslation } from '@/lib/i18n';
import { useAnalysisSubmit } from '../hooks/use-analysis-submit';
import type { useSkinAnalysisRun } from '../hooks/use-skin-analysis-run';
import type { SkinFormControls } from '../hooks/use-skin-form';
import { analysisErrorText } from '../lib/analysis-error-text';
import { AnalysisProgressBar } from './analysis-progress-bar';
import { BodyPartSelect } from './body-part-select';
import { EvolutionFields } from './evolution-fields';
import { FieldOfViewField } from './field-of-view-field';
import { ImageDropZone } from './image-drop-zone';
import { SkinTypeSelect } from './skin-type-select';

interface AnalysisFormProps {
  controls: SkinFormControls;
  run: ReturnType<typeof useSkinAnalysisRun>;
  userId: string | null;
}

/** The photo and what the person knows about it, Analyze Lesion and Clear, and how the analysis is going. */
export function AnalysisForm({ controls, run, userId }: AnalysisFormProps) {
  const { t } = useTranslation('skin');
  const titleId = useId();
  const { form, refused, change, settleWeeks } = controls;
  const { submit, clear, chooseImage, formRef, isMissingImage, widthError, clearWidthError } =
    useAnalysisSubmit({ controls, run, userId });
  const error = analysisErrorText(run.error, { failed: t('errors.failed'), network: t('errors.network') });
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader title={t('form.title')} titleId={titleId} />
      <CardContent>
        <form
          ref={formRef}
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-6 md:grid-cols-2">
            <ImageDropZone image={form.image} refused={refused} onChoose={chooseImage} />
            <div className="space-y-4">
              <SkinTypeSelect value={form.skinType} onChange={(value) => change('skinType', value)} />
              <BodyPartSelect value={form.bodyPart} onChange={(value) => change('bodyPart', value)} />
              <EvolutionFields
                hasEvolved={form.hasEvolved}
                weeksText={form.weeksText}
                onEvolvedChange={(value) => change('hasEvolved', value)}
                onWeeksChange={(value) => change('weeksText', value)}
                onWeeksBlur={settleWeeks}
              />
              <FieldOfViewField
                value={form.fieldOfViewText}
                error={widthError}
                onChange={(value) => {
                  change('fieldOfViewText', value);
                  clearWidthError();
                }}
              />
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={form.image === null || userId === null || run.isRunning}>
              {t('form.analyze')}
            </Button>
            <Button variant="secondary" onClick={clear}>
              {t('form.clear')}
            </Button>
          </div>
          <FormError message={isMissingImage ? t('form.noImage') : null} />
          <AnalysisProgressBar progress={run.progress} />
          {error ? <ErrorState message={error} /> : null}
        </form>
      </CardContent>
    </Card>
  );
}
