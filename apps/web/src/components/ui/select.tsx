import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { loadWhenUsed } from './lazy-when-used';
import type { ListboxSelectProps } from './select-listbox';
import { SelectChevron, type SelectProps, selectTriggerClass } from './select-props';
import { useClosedSelectTypeahead } from './use-closed-select-typeahead';

export type { SelectOption, SelectProps } from './select-props';

/** The keys that open a closed select, as on Radix's trigger. */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

let Listbox: ComponentType<ListboxSelectProps> | null = null;
let loading: Promise<void> | null = null;
const waiting = new Set<() => void>();

/** Fetches the listbox's code once; a fetch that failed (the network dropped) is tried again at the next press. */
export function loadListbox(): Promise<void> {
  loading ??= import('./select-listbox').then(
    (module) => {
      Listbox = module.ListboxSelect;
      for (const notify of waiting) notify();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

loadWhenUsed(loadListbox);

function whenLoaded(notify: () => void): () => void {
  waiting.add(notify);
  return () => waiting.delete(notify);
}

const loadedListbox = () => Listbox;

/**
 * A select (a combobox with a listbox popup, ListboxSelect). Until its code has arrived, which is when the browser
 * is idle after the first tap or key press on the page, it shows a stand-in of its closed trigger: the same look,
 * name, value and closed type-ahead, no Radix. Radix's select and the focus trap, scroll lock and positioning it
 * opens with are 30 KB gzip that a screen whose only pop-ups are its selects would otherwise run before it paints.
 * A press on the stand-in fetches the code at once and opens the list when it comes; if it has the focus when the
 * code comes, the real trigger takes it.
 */
export function Select(props: SelectProps) {
  const Loaded = useSyncExternalStore(whenLoaded, loadedListbox, loadedListbox);
  const [isPressed, setIsPressed] = useState(false);
  const [isFocused, setIsFocused] = useState(false);

  // Safari has no idle callback (lazyWhenUsed): there the code comes as soon as a select is on the page.
  useEffect(() => {
    if (!Loaded && !('requestIdleCallback' in window)) void loadListbox().catch(() => undefined);
  }, [Loaded]);

  if (Loaded) return <Loaded {...props} initialOpen={isPressed} focusOnMount={isFocused} />;
  return (
    <StandInTrigger
      {...props}
      isPressed={isPressed}
      onPress={() => {
        setIsPressed(true);
        loadListbox().catch(() => setIsPressed(false));
      }}
      onFocusChange={setIsFocused}
    />
  );
}

interface StandInTriggerProps extends SelectProps {
  isPressed: boolean;
  onPress: () => void;
  onFocusChange: (isFocused: boolean) => void;
}

/** The closed trigger as Radix's renders it, with its type-ahead; a press asks for the list (Select). */
function StandInTrigger({ isPressed, onPress, onFocusChange, ...props }: StandInTriggerProps) {
  const pointerType = useRef('');
  const typeahead = useClosedSelectTypeahead(props.options, props.value, props.onValueChange);
  const chosen = props.options.find((option) => option.value === props.value);
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-busy={isPressed || undefined}
      id={props.id}
      disabled={props.disabled}
      data-testid={props['data-testid']}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      aria-label={props['aria-label']}
      className={selectTriggerClass(props.className)}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
      // As Radix's trigger: a mouse opens on press, a finger or pen on release (so a scroll does not open it).
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        pointerType.current = event.pointerType;
        if (event.pointerType !== 'mouse' || event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        event.currentTarget.focus();
        onPress();
      }}
      onClick={(event) => {
        event.currentTarget.focus();
        if (pointerType.current !== 'mouse') onPress();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (typeahead(event) || !OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        onPress();
      }}
    >
      <span className="pointer-events-none">{chosen?.label ?? props.placeholder}</span>
      <SelectChevron />
    </button>
  );
}
