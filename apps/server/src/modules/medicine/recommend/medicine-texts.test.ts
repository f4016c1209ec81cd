import { MESSAGES_NAMESPACE, medicineParams, medicineTextKey } from '@careledger/shared';
import de from '@careledger/shared/locales/de/messages.json' with { type: 'json' };
import en from '@careledger/shared/locales/en/messages.json' with { type: 'json' };
import es from '@careledger/shared/locales/es/messages.json' with { type: 'json' };
import fr from '@careledger/shared/locales/fr/messages.json' with { type: 'json' };
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONDITION_KEYS, MEDICINE_KEYS, RED_FLAG_KEYS, SYMPTOM_KEYS, symptomName } from '../understanding';
import { CONDITION_PROFILES } from './condition-profiles';
import { LABEL_GROUPS } from './label-warnings';
import { PERSON_FACTS } from './person-facts';

// The words of every sentence and name the recommender can write, in every language of the catalogue
// (packages/shared/locales): every key it can be asked for is there, and every code renders whole, with its
// looked-up names, for every value its params can take.

const CATALOGUES = { en, es, fr, de } as const;

function translatorFor(language: keyof typeof CATALOGUES): TFunction {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    ns: [MESSAGES_NAMESPACE],
    defaultNS: MESSAGES_NAMESPACE,
    resources: { [language]: { [MESSAGES_NAMESPACE]: CATALOGUES[language] } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const NAME_KEYS = [
  ...SYMPTOM_KEYS.map((key) => `symptoms.${key}`),
  ...RED_FLAG_KEYS.flatMap((key) => [`redFlags.${key}.name`, `redFlags.${key}.action`]),
  ...CONDITION_PROFILES.map(({ key }) => `conditions.${key}`),
  ...PERSON_FACTS.map((fact) => `facts.${fact}`),
  ...LABEL_GROUPS.map((group) => `labelGroups.${group}`),
];

/** The values each param can take when the recommender writes it. */
const VALUES: Record<string, readonly (string | number)[]> = {
  symptom: SYMPTOM_KEYS,
  condition: CONDITION_KEYS,
  medicine: MEDICINE_KEYS,
  fact: PERSON_FACTS,
  medicines: ['Ibuprofen 200 mg tablets, Aspirin 325 mg tablets'],
};

/** Every code with every value of its looked-up params (and 1, 2 and 5 for counts), one param varied at a time. */
function samples(): { key: string; params: Record<string, string | number> }[] {
  return Object.entries(medicineParams).flatMap(([key, schema]) => {
    const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType & { options?: string[] }>;
    const choices = Object.fromEntries(
      Object.entries(shape).map(([name, param]) => [name, param.options ?? VALUES[name] ?? [1, 2, 5]]),
    );
    const base = Object.fromEntries(Object.entries(choices).map(([name, values]) => [name, values[0] ?? 1]));
    const variants = Object.entries(choices).flatMap(([name, values]) =>
      values.map((value) => ({ ...base, [name]: value })),
    );
    return (variants.length > 0 ? variants : [base]).map((params) => ({ key, params }));
  });
}

describe('the medicine words in every language', () => {
  for (const language of Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[]) {
    const t = translatorFor(language);

    it(`${language}: has a name for every symptom, red flag, condition, fact and label group`, () => {
      for (const key of NAME_KEYS) {
        const text = t(medicineTextKey(key));
        expect(text, `${language} ${key}`).not.toBe(medicineTextKey(key));
        expect(text.trim().length, `${language} ${key}`).toBeGreaterThan(0);
      }
    });

    it(`${language}: renders every sentence whole, for every value of its params`, () => {
      for (const { key, params } of samples()) {
        const text = t(medicineTextKey(key), params);
        expect(text, `${language} ${key} ${JSON.stringify(params)}`).not.toMatch(/medicine\.\w|\{\{|\$t\(/);
      }
    });
  }

  it("English symptom names are the symptom lexicon's names", () => {
    const t = translatorFor('en');
    for (const key of SYMPTOM_KEYS) expect(t(medicineTextKey(`symptoms.${key}`))).toBe(symptomName(key));
  });

  it('the translations are translated, not copies of the English', () => {
    const t = translatorFor('en');
    for (const language of ['es', 'fr', 'de'] as const) {
      const other = translatorFor(language);
      const same = NAME_KEYS.filter((key) => other(medicineTextKey(key)) === t(medicineTextKey(key)));
      // Some words are the same in both languages (Migraine, Stress, Acne, Asthma, Diabetes, Glaucoma ...).
      expect(same.length, `${language}: ${same.join(', ')}`).toBeLessThan(NAME_KEYS.length / 10);
    }
  });
});
