import { useDeferredValue } from 'react';
import { PatientSelect } from '@/components/patient-select';
import { PageHeader } from '@/components/ui/page-header';
import { useScreenHead } from '@/components/ui/screen-head';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useSkinPatient } from '../hooks/use-skin-patient';
import { SkinAnalysisTabs } from './skin-analysis-tabs';

/**
 * /skin-analysis (spec 001, issue 17): a patient analyses their own photos; a carer (`patients.care`) those of
 * the patient chosen. The route gates it on `skin.analyse`.
 */
export function SkinAnalysisScreen() {
  const { t } = useTranslation(['skin', 'translation']);
  const { userId, patients, choose, isPending } = useSkinPatient();
  // The tabs are the screen's largest render: once the patients are in, they (and the patient select) render in
  // the background, in slices that leave the page responsive, while the spinner stays.
  const isWaiting = useDeferredValue(isPending);
  const shownPatients = useDeferredValue(patients);
  return (
    <>
      <PageHeader {...useScreenHead('skin')} />
      {shownPatients ? (
        <div className="mb-6">
          <PatientSelect
            namespace="skin"
            patients={shownPatients}
            value={userId}
            onChange={choose}
            data-testid="skin-patient"
          />
        </div>
      ) : null}
      {isWaiting ? (
        <Spinner label={t('translation:common.loading')} />
      ) : (
        <SkinAnalysisTabs key={userId ?? 'none'} userId={userId} />
      )}
    </>
  );
}
