import type { ParseKeys } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';

interface HeadKeys {
  title: ParseKeys;
  description?: ParseKeys;
}

/**
 * The title of each main screen and the sentence under it, in the first download's words rather than the
 * screen's own: the page shows them the moment the layout paints, while the screen's code is still on its way
 * (app/layout/page-fallback.tsx), and the screen shows the same when it takes over.
 */
const SCREEN_HEADS = {
  inventory: { title: 'screenHeads.inventory.title', description: 'screenHeads.inventory.subtitle' },
  marketplace: { title: 'screenHeads.marketplace.title' },
  rfid: { title: 'screenHeads.rfid.title', description: 'screenHeads.rfid.subtitle' },
  predictions: { title: 'screenHeads.predictions.title', description: 'screenHeads.predictions.subtitle' },
  medicine: { title: 'screenHeads.medicine.title', description: 'screenHeads.medicine.subtitle' },
  voice: { title: 'screens.voice', description: 'screenHeads.voice.subtitle' },
  skin: { title: 'screenHeads.skin.title', description: 'screenHeads.skin.subtitle' },
  infiniteMemory: {
    title: 'screenHeads.infiniteMemory.title',
    description: 'screenHeads.infiniteMemory.subtitle',
  },
  infiniteMemoryDemo: {
    title: 'screenHeads.infiniteMemoryDemo.title',
    description: 'screenHeads.infiniteMemory.subtitle',
  },
} as const satisfies Record<string, HeadKeys>;

export type ScreenHeadId = keyof typeof SCREEN_HEADS;

/** The words of a screen's head: a description exactly when the screen has one. */
export type ScreenHead<S extends ScreenHeadId> = (typeof SCREEN_HEADS)[S] extends { description: string }
  ? { title: string; description: string }
  : { title: string };

/** A screen's title and description, for PageHeader or ScreenLoadState. */
export function useScreenHead<S extends ScreenHeadId>(screen: S): ScreenHead<S> {
  const { t } = useTranslation();
  const keys: HeadKeys = SCREEN_HEADS[screen];
  const head = keys.description
    ? { title: t(keys.title), description: t(keys.description) }
    : { title: t(keys.title) };
  return head as ScreenHead<S>;
}
