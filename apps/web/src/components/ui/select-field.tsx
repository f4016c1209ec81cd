import { useId } from 'react';
import { Select, type SelectOption } from './select';

interface SelectFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  disabled?: boolean;
  placeholder?: string;
  'data-testid'?: string;
}

export function SelectField({ label, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <Select id={id} {...props} />
    </div>
  );
}
