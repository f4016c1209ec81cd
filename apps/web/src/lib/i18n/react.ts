import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_NAMESPACE, type DefaultNamespace } from './resources';
import type { I18n, Translate } from './store';
import type { Namespaces, TFunction } from './types';

export interface UseTranslationOptions {
  /** false: show the keys (or defaultValues) until the words arrive, instead of suspending. */
  useSuspense?: boolean;
}

export interface UseTranslationResult<Ns extends Namespaces> {
  t: TFunction<Ns>;
  i18n: I18n;
}

interface Snapshot {
  t: Translate;
  isReady: boolean;
}

/** `skin,translation`: the namespaces as one string, so a new array each render is the same request. */
function namespaceList(ns: Namespaces | undefined): string {
  if (ns === undefined) return DEFAULT_NAMESPACE;
  return typeof ns === 'string' ? ns : ns.join(',');
}

/** The useTranslation hook of an i18n instance. */
export function createUseTranslation(i18n: I18n) {
  // One t per language and namespaces, replaced when their words arrive: components keep t in their deps, so
  // it changes exactly when what it answers does.
  const snapshots = new Map<string, Snapshot>();
  const snapshotOf = (namespaces: readonly string[], list: string): Snapshot => {
    const id = `${i18n.language}|${list}`;
    const isReady = i18n.isReady(namespaces);
    const last = snapshots.get(id);
    if (last?.isReady === isReady) return last;
    const next = { t: i18n.translator(i18n.language, namespaces[0]), isReady };
    snapshots.set(id, next);
    return next;
  };

  /**
   * t for the namespaces (the first is where keys are looked up; the others are fetched too and reached with
   * `ns:key`), re-rendering when the language changes. Suspends until the words are there in the current
   * language and English, unless `useSuspense` is false.
   */
  return function useTranslation<const Ns extends Namespaces = DefaultNamespace>(
    ns?: Ns,
    { useSuspense = true }: UseTranslationOptions = {},
  ): UseTranslationResult<Ns> {
    const list = namespaceList(ns);
    const namespaces = useMemo(() => list.split(','), [list]);
    const getSnapshot = useCallback(() => snapshotOf(namespaces, list), [namespaces, list]);
    const { t, isReady } = useSyncExternalStore(i18n.subscribe, getSnapshot, getSnapshot);
    if (!isReady && useSuspense) {
      const pending = i18n.pending(namespaces);
      // Thrown rather than passed to `use`, as react-i18next did: React retries either way, but a component
      // that `use`s a promise inside a test's render (a synchronous act) is never retried.
      if (pending) throw pending;
    }
    useEffect(() => {
      if (!isReady && !useSuspense) i18n.loadNamespaces(namespaces).catch(() => undefined);
    }, [isReady, useSuspense, namespaces]);
    return useMemo(() => ({ t, i18n }), [t]);
  };
}
