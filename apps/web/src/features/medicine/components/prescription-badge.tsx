import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Prescription or OTC, as the spec names the two kinds. */
export function PrescriptionBadge({ prescriptionRequired }: { prescriptionRequired: boolean }) {
  const { t } = useTranslation('medicine');
  return (
    <Badge tone={prescriptionRequired ? 'warning' : 'info'} data-testid="medicine-type">
      {t(prescriptionRequired ? 'type.prescription' : 'type.otc')}
    </Badge>
  );
}
