import { type ReactNode, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

export interface KeptTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

/**
 * Tabs whose panels all stay mounted (hidden when not chosen) once shown, so a typed message, an answer, a
 * search or a scroll position survives a switch. The first tab is chosen at first. A panel is rendered the
 * first time it is chosen: the screen's first paint does not wait for panels nobody has opened (and for the
 * data they load).
 */
export function KeptTabs<T extends string>({ label, tabs }: { label: string; tabs: readonly KeptTab<T>[] }) {
  const [tab, setTab] = useState<T | undefined>(tabs[0]?.value);
  const [shown, setShown] = useState<ReadonlySet<T | undefined>>(() => new Set([tab]));
  const choose = (value: T) => {
    setTab(value);
    setShown((known) => (known.has(value) ? known : new Set(known).add(value)));
  };
  return (
    <Tabs value={tab} onValueChange={(value) => choose(value as T)}>
      <TabsList aria-label={label}>
        {tabs.map(({ value, label: name }) => (
          <TabsTrigger key={value} value={value}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, content }) => (
        <TabsContent key={value} value={value} forceMount hidden={tab !== value}>
          {shown.has(value) ? content : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
