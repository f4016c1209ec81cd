import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import { type ComponentProps, createContext, type ReactNode, useContext, useId, useState } from 'react';
import { focusRing } from './button';

// Radix gives the tab list its roles, roving focus and arrow keys. The panels are plain elements: Radix's panel
// waits for an exit animation by reading the panel's computed style as it mounts, which made the browser work
// out every style of the new screen inside React's commit, the longest task of a screen's first second. These
// panels have no animation to wait for.

interface TabsState {
  baseId: string;
  value: string | undefined;
}

const TabsStateContext = createContext<TabsState | null>(null);

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

function useTabsState(part: string): TabsState {
  const state = useContext(TabsStateContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>.`);
  return state;
}

type TabsProps = ComponentProps<typeof RadixTabs.Root>;

/** Chosen by `value` and `onValueChange`, or left to itself from `defaultValue`. */
export function Tabs({ value, defaultValue, onValueChange, children, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const chosen = value ?? own;
  const choose = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsStateContext.Provider value={{ baseId, value: chosen }}>
      <RadixTabs.Root value={chosen ?? ''} onValueChange={choose} {...props}>
        {children}
      </RadixTabs.Root>
    </TabsStateContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={clsx(
        'flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-slate-100 p-1 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  const { baseId } = useTabsState('TabsTrigger');
  return (
    <RadixTabs.Trigger
      value={value}
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      className={clsx(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:text-slate-900',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        'dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:bg-slate-700 dark:data-[state=active]:text-white',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

interface TabsContentProps extends Omit<ComponentProps<'div'>, 'id' | 'role'> {
  value: string;
  /** Kept in the page (hidden) while another tab is chosen. */
  forceMount?: true;
  children?: ReactNode;
}

/** The chosen tab's panel; another tab's only with `forceMount`, hidden unless `hidden` says otherwise. */
export function TabsContent({ value, forceMount, hidden, className, ...props }: TabsContentProps) {
  const { baseId, value: chosen } = useTabsState('TabsContent');
  const selected = chosen === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts a panel in the tab order, so the Tab key reaches a panel with nothing focusable in it (as Radix's panel did).
      tabIndex={0}
      hidden={hidden ?? !selected}
      className={clsx('mt-6 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
