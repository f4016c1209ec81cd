import { Stethoscope } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** A prescription-only medicine is an option to discuss with a clinician, never something to take now. */
export function PrescriptionNotice({
  prescriptionRequired,
  seeClinician,
}: {
  prescriptionRequired: boolean;
  seeClinician: boolean;
}) {
  const { t } = useTranslation('medicine');
  return (
    <div
      data-testid="prescription-notice"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <Stethoscope aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{t('card.prescriptionTitle')}</p>
        {prescriptionRequired ? <p>{t('card.prescriptionNotice')}</p> : null}
        {seeClinician ? <p>{t('card.seeClinicianNotice')}</p> : null}
      </div>
    </div>
  );
}
