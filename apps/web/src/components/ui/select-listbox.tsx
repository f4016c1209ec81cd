import { Check } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { SelectChevron, type SelectProps, selectTriggerClass } from './select-props';
import { useClosedSelectTypeahead } from './use-closed-select-typeahead';

export interface ListboxSelectProps extends SelectProps {
  /** Opens as it mounts: the select was pressed before this code arrived (see Select). */
  initialOpen: boolean;
  /** Takes the focus as it mounts: it replaces the stand-in trigger that had it. */
  focusOnMount: boolean;
}

/**
 * A labelled-by-id combobox with a listbox popup (Radix Select): keyboard and type-ahead included. Screens use
 * it through Select, which shows its closed trigger until this code has arrived.
 *
 * The options are rendered only while the list is open. Closed, Radix would render every option into a
 * detached fragment (for the chosen label and its type-ahead) and render the select three times over as they
 * register, which on a form of several selects made the screen's first render several times longer. So
 * the trigger shows the chosen label itself and does the closed type-ahead from `options`.
 */
export function ListboxSelect({
  id,
  value,
  onValueChange,
  options,
  className,
  disabled,
  placeholder,
  initialOpen,
  focusOnMount,
  ...rest
}: ListboxSelectProps) {
  const [isOpen, setIsOpen] = useState(initialOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const typeahead = useClosedSelectTypeahead(options, value, onValueChange);
  const chosen = options.find((option) => option.value === value);
  // Only as it mounts, in place of the stand-in (opened, Radix moves the focus into the list itself).
  const takesFocus = useRef(focusOnMount && !initialOpen);
  useEffect(() => {
    if (takesFocus.current) trigger.current?.focus();
  }, []);
  return (
    <RadixSelect.Root
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      open={isOpen}
      onOpenChange={setIsOpen}
    >
      <RadixSelect.Trigger
        ref={trigger}
        id={id}
        onKeyDown={typeahead}
        data-testid={rest['data-testid']}
        aria-invalid={rest['aria-invalid']}
        aria-describedby={rest['aria-describedby']}
        aria-label={rest['aria-label']}
        className={selectTriggerClass(className)}
      >
        <RadixSelect.Value placeholder={placeholder}>{chosen?.label}</RadixSelect.Value>
        <RadixSelect.Icon>
          <SelectChevron />
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
