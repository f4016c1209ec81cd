import { describe, expect, it } from 'vitest';
import { MEDICINE_CATALOGUE } from './catalogue';
import type { SymptomKey } from './symptom-keys';
import type { MedicineProfile } from './types';
import { type CatalogueRule, validateCatalogue } from './validate-catalogue';

/** The catalogue with one medicine changed, so each test breaks exactly one rule. */
function withChange(key: string, change: (medicine: MedicineProfile) => MedicineProfile): MedicineProfile[] {
  expect(MEDICINE_CATALOGUE.some((m) => m.key === key)).toBe(true);
  return MEDICINE_CATALOGUE.map((medicine) => (medicine.key === key ? change(medicine) : medicine));
}

const problemsOf = (list: readonly MedicineProfile[]) =>
  validateCatalogue(list).map(({ rule, key }) => ({ rule, key }));

const only = (rule: CatalogueRule, key: string) => [{ rule, key }];

describe('validateCatalogue', () => {
  it('finds no problem in the shipped catalogue', () => {
    expect(validateCatalogue(MEDICINE_CATALOGUE)).toEqual([]);
  });

  it('rejects a key that is used twice or is not snake_case', () => {
    const [first] = MEDICINE_CATALOGUE;
    if (!first) throw new Error('empty catalogue');
    expect(problemsOf([...MEDICINE_CATALOGUE, first])).toEqual(only('duplicate_key', first.key));
    const renamed = withChange('loratadine_10mg_tablets', (m) => ({ ...m, key: 'Loratadine-10mg' }));
    expect(problemsOf(renamed)).toEqual(only('invalid_key', 'Loratadine-10mg'));
  });

  it('rejects a symptom outside the lexicon', () => {
    const list = withChange('loratadine_10mg_tablets', (m) => ({
      ...m,
      treats: [...m.treats, { symptom: 'sniffles' as SymptomKey, weight: 0.5 }],
    }));
    expect(problemsOf(list)).toEqual(only('unknown_symptom', 'loratadine_10mg_tablets'));
  });

  it.each([0, -0.2, 1.01, Number.NaN])('rejects weight %s', (weight) => {
    const list = withChange('loratadine_10mg_tablets', (m) => ({
      ...m,
      treats: [{ symptom: 'sneezing', weight }],
    }));
    expect(problemsOf(list)).toEqual(only('weight_out_of_range', 'loratadine_10mg_tablets'));
  });

  it('accepts weight 1 and a small positive weight', () => {
    const list = withChange('loratadine_10mg_tablets', (m) => ({
      ...m,
      treats: [
        { symptom: 'sneezing', weight: 1 },
        { symptom: 'runny_nose', weight: 0.01 },
      ],
    }));
    expect(validateCatalogue(list)).toEqual([]);
  });

  it.each(['sertraline_50mg_tablets', 'buspirone_10mg_tablets', 'zolpidem_5mg_tablets'])(
    'rejects prescription-only %s marked as OTC',
    (key) => {
      const list = withChange(key, (m) => ({
        ...m,
        prescriptionRequired: false,
        categories: ['sleep'],
        treats: [],
      }));
      expect(problemsOf(list)).toEqual(only('prescription_not_marked', key));
    },
  );

  it.each(['anxiety', 'nervousness', 'stress'] as const)(
    'rejects an OTC sedative that claims %s',
    (symptom) => {
      const list = withChange('diphenhydramine_25mg_sleep_aid_caplets', (m) => ({
        ...m,
        treats: [...m.treats, { symptom, weight: 0.3 }],
      }));
      expect(problemsOf(list)).toEqual(only('otc_treats_anxiety', 'diphenhydramine_25mg_sleep_aid_caplets'));
    },
  );

  it('rejects any OTC medicine, sedating or not, that claims stress or sits in the anxiety category', () => {
    const claimsStress = withChange('loratadine_10mg_tablets', (m) => ({
      ...m,
      treats: [...m.treats, { symptom: 'stress', weight: 0.2 }],
    }));
    expect(problemsOf(claimsStress)).toEqual(only('otc_treats_anxiety', 'loratadine_10mg_tablets'));
    const inCategory = withChange('melatonin_3mg_tablets', (m) => ({
      ...m,
      categories: ['sleep', 'anxiety'],
    }));
    expect(problemsOf(inCategory)).toEqual(only('otc_treats_anxiety', 'melatonin_3mg_tablets'));
  });

  it('allows a sedating prescription medicine to treat anxiety, as hydroxyzine is labelled to', () => {
    const hydroxyzine = MEDICINE_CATALOGUE.find((m) => m.key === 'hydroxyzine_25mg_tablets');
    expect(hydroxyzine?.sedating).toBe(true);
    expect(hydroxyzine?.treats.map((t) => t.symptom)).toContain('anxiety');
    const asOtc = withChange('hydroxyzine_25mg_tablets', (m) => ({ ...m, prescriptionRequired: false }));
    expect(problemsOf(asOtc).map((p) => p.rule)).toEqual(['prescription_not_marked', 'otc_treats_anxiety']);
  });

  it.each(['', '   '])('rejects a blank source or adult dose (%j)', (blank) => {
    const noSource = withChange('guaifenesin_400mg_tablets', (m) => ({ ...m, source: blank }));
    expect(problemsOf(noSource)).toEqual(only('missing_source', 'guaifenesin_400mg_tablets'));
    const noDose = withChange('guaifenesin_400mg_tablets', (m) => ({ ...m, adultDose: blank }));
    expect(problemsOf(noDose)).toEqual(only('missing_adult_dose', 'guaifenesin_400mg_tablets'));
  });

  it('rejects a medicine without any warning, and accepts one whose only warning is a single group', () => {
    const silent = {
      doNotUse: [],
      askDoctorBefore: [],
      askDoctorOrPharmacistBefore: [],
      stopUseIf: [],
      alerts: [' '],
      pregnancyBreastfeeding: '',
    };
    const none = withChange('guaifenesin_400mg_tablets', (m) => ({ ...m, warnings: silent }));
    expect(problemsOf(none)).toEqual(only('missing_warning', 'guaifenesin_400mg_tablets'));
    const one = withChange('guaifenesin_400mg_tablets', (m) => ({
      ...m,
      warnings: { ...silent, stopUseIf: ['Cough lasts more than 7 days.'] },
    }));
    expect(validateCatalogue(one)).toEqual([]);
  });

  it('rejects a maximum daily dose with an amount but no unit, or a non-positive amount', () => {
    const noUnit = withChange('guaifenesin_400mg_tablets', (m) => ({
      ...m,
      maxDailyDose: { text: m.maxDailyDose.text, amount: 2400 },
    }));
    expect(problemsOf(noUnit)).toEqual(only('invalid_max_dose', 'guaifenesin_400mg_tablets'));
    const zero = withChange('guaifenesin_400mg_tablets', (m) => ({
      ...m,
      maxDailyDose: { text: m.maxDailyDose.text, amount: 0, unit: 'mg' },
    }));
    expect(problemsOf(zero)).toEqual(only('invalid_max_dose', 'guaifenesin_400mg_tablets'));
  });

  it.each(['pain_relief', 'fever', 'anxiety', 'sleep'] as const)(
    'requires a medicine in category %s',
    (category) => {
      const without = MEDICINE_CATALOGUE.map((m) => ({
        ...m,
        categories: m.categories.filter((c) => c !== category),
      }));
      expect(problemsOf(without)).toEqual(only('category_uncovered', category));
    },
  );
});
