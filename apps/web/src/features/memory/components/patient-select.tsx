import type { MemoryPatient } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';

interface PatientSelectProps {
  patients: readonly MemoryPatient[];
  value: string | null;
  onChange: (patientId: string) => void;
}

/** For a carer: whose memories the screen shows and acts on (the demo patient first). */
export function PatientSelect({ patients, value, onChange }: PatientSelectProps) {
  const { t } = useTranslation('memory');
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
        data-testid="memory-patient"
      />
    </div>
  );
}
