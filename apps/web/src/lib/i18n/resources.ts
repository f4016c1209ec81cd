import type messages from '@careledger/shared/locales/en/messages.json';
import type admin from '../../locales/en/admin.json';
import type inventory from '../../locales/en/inventory.json';
import type marketplace from '../../locales/en/marketplace.json';
import type medicine from '../../locales/en/medicine.json';
import type memory from '../../locales/en/memory.json';
import type predictions from '../../locales/en/predictions.json';
import type rfid from '../../locales/en/rfid.json';
import type skin from '../../locales/en/skin.json';
import type en from '../../locales/en/translation.json';
import type voice from '../../locales/en/voice.json';
import type wallet from '../../locales/en/wallet.json';

// Translation keys are checked against the English files at compile time (type-only imports: no words are
// bundled from here). `inventory` is its own namespace, fetched with the inventory screen, so its text stays
// out of the first download.
export interface Resources {
  translation: typeof en;
  admin: typeof admin;
  inventory: typeof inventory;
  marketplace: typeof marketplace;
  medicine: typeof medicine;
  memory: typeof memory;
  /** The server's words (alerts, notifications, errors), shared with the server: lib/server-text. */
  messages: typeof messages;
  predictions: typeof predictions;
  rfid: typeof rfid;
  skin: typeof skin;
  voice: typeof voice;
  wallet: typeof wallet;
}

export type Namespace = keyof Resources;

/** The namespace of the first download's words: a key without a namespace is looked up there. */
export const DEFAULT_NAMESPACE = 'translation' satisfies Namespace;
export type DefaultNamespace = typeof DEFAULT_NAMESPACE;
