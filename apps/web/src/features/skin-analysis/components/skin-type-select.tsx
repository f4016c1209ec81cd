import { FITZPATRICK_TYPES, type FitzpatrickType } from '@careledger/shared';
import { SelectField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/i18n';

interface SkinTypeSelectProps {
  value: FitzpatrickType;
  onChange: (value: FitzpatrickType) => void;
}

/** Fitzpatrick I–VI, each with how that skin takes the sun. */
export function SkinTypeSelect({ value, onChange }: SkinTypeSelectProps) {
  const { t } = useTranslation('skin');
  return (
    <SelectField
      label={t('form.skinType')}
      value={value}
      onValueChange={(next) => onChange(next as FitzpatrickType)}
      options={FITZPATRICK_TYPES.map((type) => ({
        value: type,
        label: t('form.skinTypeOption', { type, description: t(`fitzpatrick.${type}`) }),
      }))}
      data-testid="skin-type"
    />
  );
}
