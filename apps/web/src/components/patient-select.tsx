import type { MemoryPatient } from '@careledger/shared';
import { SelectField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/i18n';

interface PatientSelectProps {
  patients: readonly MemoryPatient[];
  value: string | null;
  onChange: (patientId: string) => void;
  /** The screen's namespace, which has `patient.label`, `patient.placeholder` and `patient.none`. */
  namespace: 'memory' | 'skin';
  'data-testid'?: string;
}

/** For a carer: the patient a screen shows and acts for (the demo patient first), in the screen's own words. */
export function PatientSelect({ patients, value, onChange, namespace, ...rest }: PatientSelectProps) {
  const { t } = useTranslation(namespace);
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
        data-testid={rest['data-testid']}
      />
    </div>
  );
}
