import type { MemoryPatient } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';

interface SkinPatientSelectProps {
  patients: readonly MemoryPatient[];
  value: string | null;
  onChange: (patientId: string) => void;
}

/** For a carer: whose photos the screen analyses and lists (the demo patient first). */
export function SkinPatientSelect({ patients, value, onChange }: SkinPatientSelectProps) {
  const { t } = useTranslation('skin');
  if (patients.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('patient.none')}</p>;
  }
  return (
    <div className="max-w-xs">
      <SelectField
        label={t('patient.label')}
        value={value ?? ''}
        onValueChange={onChange}
        placeholder={t('patient.placeholder')}
        options={patients.map((patient) => ({ value: patient.id, label: patient.name }))}
        data-testid="skin-patient"
      />
    </div>
  );
}
