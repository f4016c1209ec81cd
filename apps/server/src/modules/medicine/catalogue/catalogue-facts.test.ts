import { describe, expect, it } from 'vitest';
import { MEDICINE_CATALOGUE } from './catalogue';
import { ANXIETY_SYMPTOM_KEYS } from './symptom-keys';
import type { MedicineProfile } from './types';

function medicine(key: string): MedicineProfile {
  const found = MEDICINE_CATALOGUE.find((m) => m.key === key);
  if (!found) throw new Error(`no medicine ${key}`);
  return found;
}

const NSAIDS = ['ibuprofen_200mg_tablets', 'naproxen_sodium_220mg_tablets', 'aspirin_325mg_tablets'];
const DIPHENHYDRAMINE = ['diphenhydramine_25mg_allergy_tablets', 'diphenhydramine_25mg_sleep_aid_caplets'];
const PRESCRIPTION_ONLY = [
  'sertraline_50mg_tablets',
  'buspirone_10mg_tablets',
  'zolpidem_5mg_tablets',
  'hydroxyzine_25mg_tablets',
];

describe('the medicine catalogue, spot-checked against its labels', () => {
  it('holds about twenty medicines, every one required by the brief among them', () => {
    expect(MEDICINE_CATALOGUE.length).toBeGreaterThanOrEqual(20);
    for (const key of [
      'acetaminophen_500mg_tablets',
      ...NSAIDS,
      'cetirizine_10mg_tablets',
      'loratadine_10mg_tablets',
      ...DIPHENHYDRAMINE,
      'doxylamine_succinate_25mg_tablets',
      'pseudoephedrine_30mg_tablets',
      'dextromethorphan_15mg_capsules',
      'guaifenesin_400mg_tablets',
      'famotidine_20mg_tablets',
      'omeprazole_20mg_tablets',
      'calcium_carbonate_750mg_chewable',
      'loperamide_2mg_caplets',
      'melatonin_3mg_tablets',
      ...PRESCRIPTION_ONLY,
    ]) {
      expect(medicine(key).key).toBe(key);
    }
  });

  it('acetaminophen: liver warning, no other acetaminophen, 3,000 mg a day, stop after 3 days of fever or 10 of pain', () => {
    const apap = medicine('acetaminophen_500mg_tablets');
    expect(apap.warnings.alerts?.[0]).toMatch(/^Liver warning: .*severe liver damage/i);
    expect(apap.warnings.doNotUse[0]).toMatch(/any other drug containing acetaminophen/);
    expect(apap.interactions).toEqual(
      expect.arrayContaining(['acetaminophen_products', 'alcohol', 'warfarin']),
    );
    expect(apap.contraindications).toContain('liver_disease');
    expect(apap.stopUseAfterDays).toEqual({ pain: 10, fever: 3 });
    expect(apap.maxDailyDose).toMatchObject({ amount: 3000, unit: 'mg' });
    expect(apap.maxDailyDose.text).toMatch(/6 tablets in 24 hours/);
    expect(apap.minimumAgeYears).toBe(12);
  });

  it.each(NSAIDS)(
    '%s: stomach bleeding warning, ulcers contraindicated, warfarin and other NSAIDs interact',
    (key) => {
      const nsaid = medicine(key);
      expect(nsaid.warnings.alerts?.some((a) => a.startsWith('Stomach bleeding warning:'))).toBe(true);
      expect(nsaid.contraindications).toEqual(expect.arrayContaining(['stomach_ulcer', 'bleeding_disorder']));
      expect(nsaid.interactions).toEqual(expect.arrayContaining(['warfarin', 'other_nsaid']));
      expect(nsaid.stopUseAfterDays).toEqual({ pain: 10, fever: 3 });
      expect(nsaid.warnings.pregnancyBreastfeeding).toMatch(/last 3 months of pregnancy/);
      expect(nsaid.prescriptionRequired).toBe(false);
    },
  );

  it('ibuprofen and naproxen carry the heart attack and stroke warning that aspirin is exempt from', () => {
    const heartWarning = (key: string) =>
      medicine(key).warnings.alerts?.some((a) => a.startsWith('Heart attack and stroke warning:'));
    expect(heartWarning('ibuprofen_200mg_tablets')).toBe(true);
    expect(heartWarning('naproxen_sodium_220mg_tablets')).toBe(true);
    expect(heartWarning('aspirin_325mg_tablets')).toBe(false);
  });

  it("aspirin: not for children or teenagers with chicken pox or flu-like symptoms (Reye's syndrome)", () => {
    const aspirin = medicine('aspirin_325mg_tablets');
    expect(aspirin.warnings.alerts?.[0]).toMatch(/^Reye's syndrome: children and teenagers/);
    expect(aspirin.warnings.doNotUse[0]).toMatch(
      /children and teenagers .* chicken pox or flu-like symptoms/,
    );
    expect(aspirin.warnings.stopUseIf).toContain('Ringing in the ears or a loss of hearing occurs.');
    expect(aspirin.source).toMatch(/21 CFR 201\.314/);
  });

  it('pseudoephedrine: ask a doctor with high blood pressure or heart disease; never with an MAOI', () => {
    const pse = medicine('pseudoephedrine_30mg_tablets');
    expect(pse.warnings.askDoctorBefore).toEqual(
      expect.arrayContaining(['Heart disease.', 'High blood pressure.']),
    );
    expect(pse.contraindications).toEqual(expect.arrayContaining(['high_blood_pressure', 'heart_disease']));
    expect(pse.interactions).toContain('maoi');
    expect(pse.warnings.doNotUse[0]).toMatch(/monoamine oxidase inhibitor \(MAOI\)/);
    expect(pse.stopUseAfterDays).toEqual({ congestion: 7 });
  });

  it('dextromethorphan: never with an MAOI; see a doctor for a cough lasting more than 7 days', () => {
    const dxm = medicine('dextromethorphan_15mg_capsules');
    expect(dxm.interactions).toContain('maoi');
    expect(dxm.warnings.doNotUse[0]).toMatch(/for 2 weeks after stopping the MAOI drug/);
    expect(dxm.stopUseAfterDays).toEqual({ cough: 7 });
    expect(dxm.maxDailyDose.amount).toBe(120);
  });

  it.each(DIPHENHYDRAMINE)(
    '%s: ask a doctor with glaucoma, enlarged prostate or breathing problems',
    (key) => {
      const dph = medicine(key);
      const askDoctor = dph.warnings.askDoctorBefore.join('\n');
      expect(askDoctor).toMatch(/glaucoma/i);
      expect(askDoctor).toMatch(/enlarged prostate/);
      expect(askDoctor).toMatch(/breathing problem/);
      expect(dph.contraindications).toEqual(expect.arrayContaining(['glaucoma', 'enlarged_prostate']));
      expect(dph.interactions).toEqual(expect.arrayContaining(['alcohol', 'sedatives']));
      expect(dph.sedating).toBe(true);
    },
  );

  it('the diphenhydramine sleep-aid follows 21 CFR 338 and 310.519 and is not for anxiety', () => {
    const sleepAid = medicine('diphenhydramine_25mg_sleep_aid_caplets');
    expect(sleepAid.source).toMatch(/21 CFR 338/);
    expect(sleepAid.source).toMatch(/21 CFR 310\.519/);
    expect(sleepAid.categories).toEqual(['sleep']);
    expect(sleepAid.stopUseAfterDays).toEqual({ sleeplessness: 14 });
    expect(sleepAid.maxDailyDose.amount).toBe(50);
  });

  it('no OTC medicine, sedating or not, treats anxiety, nervousness or stress (21 CFR 310.519)', () => {
    const otc = MEDICINE_CATALOGUE.filter((m) => !m.prescriptionRequired);
    expect(otc.length).toBeGreaterThan(15);
    for (const m of otc) {
      expect(m.categories).not.toContain('anxiety');
      for (const symptom of ANXIETY_SYMPTOM_KEYS)
        expect(m.treats.map((t) => t.symptom)).not.toContain(symptom);
    }
  });

  it.each(PRESCRIPTION_ONLY)('%s needs a prescription and cites its prescribing information', (key) => {
    const rx = medicine(key);
    expect(rx.prescriptionRequired).toBe(true);
    expect(rx.source).toMatch(/^DailyMed: .* prescribing information$/);
  });

  it('anxiety is covered only by prescription medicines, sleep by OTC and prescription ones', () => {
    const inCategory = (category: 'anxiety' | 'sleep') =>
      MEDICINE_CATALOGUE.filter((m) => m.categories.includes(category));
    expect(
      inCategory('anxiety')
        .map((m) => m.key)
        .sort(),
    ).toEqual(['buspirone_10mg_tablets', 'hydroxyzine_25mg_tablets', 'sertraline_50mg_tablets']);
    expect(inCategory('sleep').some((m) => m.prescriptionRequired)).toBe(true);
    expect(inCategory('sleep').some((m) => !m.prescriptionRequired)).toBe(true);
  });

  it('sertraline and buspirone must not be combined with an MAOI; zolpidem carries its boxed warning', () => {
    expect(medicine('sertraline_50mg_tablets').interactions).toContain('maoi');
    expect(medicine('buspirone_10mg_tablets').interactions).toContain('maoi');
    expect(medicine('zolpidem_5mg_tablets').warnings.alerts?.[0]).toMatch(
      /^Boxed warning: complex sleep behaviors/,
    );
  });

  it('melatonin is flagged as a dietary supplement, not an FDA-approved drug, with no invented dose', () => {
    const melatonin = medicine('melatonin_3mg_tablets');
    expect(melatonin.source).toMatch(/^Not an FDA-approved drug: .*dietary supplement/);
    expect(melatonin.description).toMatch(/not FDA-approved as a drug/);
    expect(melatonin.maxDailyDose.amount).toBeUndefined();
  });

  it('omeprazole is a 14-day course for adults only', () => {
    const omeprazole = medicine('omeprazole_20mg_tablets');
    expect(omeprazole.stopUseAfterDays).toEqual({ heartburn: 14 });
    expect(omeprazole.minimumAgeYears).toBe(18);
    expect(omeprazole.maxDailyDose.amount).toBe(20);
  });

  it('oral OTC medicines carry a pregnancy and breast-feeding statement; the skin cream does not need one', () => {
    // Melatonin is a supplement: its caution sits in askDoctorBefore.
    const oralDrugs = MEDICINE_CATALOGUE.filter(
      (m) => !m.prescriptionRequired && m.form !== 'cream' && m.key !== 'melatonin_3mg_tablets',
    );
    for (const m of oralDrugs) {
      expect(m.warnings.pregnancyBreastfeeding, m.key).toMatch(/pregnant/i);
    }
  });
});
