import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { useState } from 'react';
import { focusRing } from './button';
import { useClosedSelectTypeahead } from './use-closed-select-typeahead';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  className?: string;
  disabled?: boolean;
  /** Shown while `value` is '' (Radix items never have an empty value). */
  placeholder?: string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  /** Names a select that has no visible label of its own (a table row's role, say). */
  'aria-label'?: string | undefined;
  'data-testid'?: string;
}

/**
 * A labelled-by-id combobox with a listbox popup (Radix Select): keyboard and type-ahead included.
 *
 * The options are rendered only while the list is open. Closed, Radix would render every option into a
 * detached fragment (for the chosen label and its type-ahead) and render the select three times over as they
 * register, which on a form of several selects made the screen's first render several times longer. So
 * the trigger shows the chosen label itself and does the closed type-ahead from `options`.
 */
export function Select({
  id,
  value,
  onValueChange,
  options,
  className,
  disabled,
  placeholder,
  ...rest
}: SelectProps) {
  const [isOpen, setIsOpen] = useState(false);
  const typeahead = useClosedSelectTypeahead(options, value, onValueChange);
  const chosen = options.find((option) => option.value === value);
  return (
    <RadixSelect.Root
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      open={isOpen}
      onOpenChange={setIsOpen}
    >
      <RadixSelect.Trigger
        id={id}
        onKeyDown={typeahead}
        data-testid={rest['data-testid']}
        aria-invalid={rest['aria-invalid']}
        aria-describedby={rest['aria-describedby']}
        aria-label={rest['aria-label']}
        className={clsx(
          'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm text-slate-900 shadow-sm',
          'disabled:cursor-not-allowed disabled:opacity-60',
          'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
          focusRing,
          className,
        )}
      >
        <RadixSelect.Value placeholder={placeholder}>{chosen?.label}</RadixSelect.Value>
        <RadixSelect.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-600 dark:text-slate-300" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      {isOpen ? (
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <RadixSelect.Viewport className="p-1">
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer items-center rounded py-2 pr-3 pl-8 text-sm text-slate-800 outline-none select-none data-highlighted:bg-slate-100 data-highlighted:text-slate-900 dark:text-slate-200 dark:data-highlighted:bg-slate-800 dark:data-highlighted:text-white"
                >
                  <RadixSelect.ItemIndicator className="absolute left-2 inline-flex">
                    <Check aria-hidden="true" className="size-4" />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      ) : null}
    </RadixSelect.Root>
  );
}
