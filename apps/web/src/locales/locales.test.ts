import { LANGUAGES } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import deAdmin from './de/admin.json';
import deInventory from './de/inventory.json';
import deMarketplace from './de/marketplace.json';
import deMedicine from './de/medicine.json';
import deMemory from './de/memory.json';
import dePredictions from './de/predictions.json';
import deRfid from './de/rfid.json';
import deSkin from './de/skin.json';
import de from './de/translation.json';
import deVoice from './de/voice.json';
import deWallet from './de/wallet.json';
import enAdmin from './en/admin.json';
import enInventory from './en/inventory.json';
import enMarketplace from './en/marketplace.json';
import enMedicine from './en/medicine.json';
import enMemory from './en/memory.json';
import enPredictions from './en/predictions.json';
import enRfid from './en/rfid.json';
import enSkin from './en/skin.json';
import en from './en/translation.json';
import enVoice from './en/voice.json';
import enWallet from './en/wallet.json';
import esAdmin from './es/admin.json';
import esInventory from './es/inventory.json';
import esMarketplace from './es/marketplace.json';
import esMedicine from './es/medicine.json';
import esMemory from './es/memory.json';
import esPredictions from './es/predictions.json';
import esRfid from './es/rfid.json';
import esSkin from './es/skin.json';
import es from './es/translation.json';
import esVoice from './es/voice.json';
import esWallet from './es/wallet.json';
import frAdmin from './fr/admin.json';
import frInventory from './fr/inventory.json';
import frMarketplace from './fr/marketplace.json';
import frMedicine from './fr/medicine.json';
import frMemory from './fr/memory.json';
import frPredictions from './fr/predictions.json';
import frRfid from './fr/rfid.json';
import frSkin from './fr/skin.json';
import fr from './fr/translation.json';
import frVoice from './fr/voice.json';
import frWallet from './fr/wallet.json';

type Locales = Record<(typeof LANGUAGES)[number], unknown>;

/** Every namespace, in every language: `translation` ships with the app, the others with their screen. */
const NAMESPACES: Record<string, Locales> = {
  translation: { en, es, fr, de },
  admin: { en: enAdmin, es: esAdmin, fr: frAdmin, de: deAdmin },
  inventory: { en: enInventory, es: esInventory, fr: frInventory, de: deInventory },
  marketplace: { en: enMarketplace, es: esMarketplace, fr: frMarketplace, de: deMarketplace },
  medicine: { en: enMedicine, es: esMedicine, fr: frMedicine, de: deMedicine },
  memory: { en: enMemory, es: esMemory, fr: frMemory, de: deMemory },
  predictions: { en: enPredictions, es: esPredictions, fr: frPredictions, de: dePredictions },
  rfid: { en: enRfid, es: esRfid, fr: frRfid, de: deRfid },
  skin: { en: enSkin, es: esSkin, fr: frSkin, de: deSkin },
  voice: { en: enVoice, es: esVoice, fr: frVoice, de: deVoice },
  wallet: { en: enWallet, es: esWallet, fr: frWallet, de: deWallet },
};

/** Every leaf of a translation file as [key, value]. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(NAMESPACES))('locale files: %s', (_namespace, LOCALES) => {
  const englishKeys = leaves(LOCALES.en).map(([key]) => key);

  it('exist for every language the settings offer', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has exactly the English keys', (language) => {
    expect(leaves(LOCALES[language]).map(([key]) => key)).toEqual(englishKeys);
  });

  it.each(LANGUAGES)('%s has no empty or non-text value', (language) => {
    const bad = leaves(LOCALES[language]).filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps every interpolation placeholder', (language) => {
    const english = new Map(leaves(LOCALES.en));
    const mismatched = leaves(LOCALES[language])
      .filter(([key, value]) => placeholders(value).join() !== placeholders(english.get(key)).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
