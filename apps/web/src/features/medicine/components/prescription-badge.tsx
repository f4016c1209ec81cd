import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

/** Prescription or OTC, as the spec names the two kinds. */
export function PrescriptionBadge({ prescriptionRequired }: { prescriptionRequired: boolean }) {
  const { t } = useTranslation('medicine');
  return (
    <Badge tone={prescriptionRequired ? 'warning' : 'info'} data-testid="medicine-type">
      {t(prescriptionRequired ? 'type.prescription' : 'type.otc')}
    </Badge>
  );
}
