import { BODY_PARTS, type BodyPart } from '@careledger/shared';
import { SelectField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/i18n';

interface BodyPartSelectProps {
  value: BodyPart;
  onChange: (value: BodyPart) => void;
}

/** Where the lesion is; the history below lists the earlier analyses of the same place. */
export function BodyPartSelect({ value, onChange }: BodyPartSelectProps) {
  const { t } = useTranslation('skin');
  return (
    <SelectField
      label={t('form.bodyPart')}
      value={value}
      onValueChange={(next) => onChange(next as BodyPart)}
      options={BODY_PARTS.map((part) => ({ value: part, label: t(`bodyParts.${part}`) }))}
      data-testid="skin-body-part"
    />
  );
}
