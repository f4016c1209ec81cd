// Sentences that many Drug Facts labels print word for word; one copy keeps every entry identical.

/** 21 CFR 201.63(a): required on OTC drugs meant for systemic absorption. */
export const ASK_HEALTH_PROFESSIONAL_IF_PREGNANT =
  'If pregnant or breast-feeding, ask a health professional before use.';

/** Decongestant and antitussive monographs (21 CFR 341.80, 341.74). */
export const MAOI_DO_NOT_USE =
  "If you are now taking a prescription monoamine oxidase inhibitor (MAOI) (certain drugs for depression, psychiatric, or emotional conditions, or Parkinson's disease), or for 2 weeks after stopping the MAOI drug. If you do not know if your prescription drug contains an MAOI, ask a doctor or pharmacist before taking this product.";

/** Sedating antihistamines (allergy, sleep-aid and antiemetic uses) all carry these ask-a-doctor lines. */
export const ANTIHISTAMINE_ASK_DOCTOR: readonly string[] = [
  'A breathing problem such as emphysema or chronic bronchitis.',
  'Glaucoma.',
  'Trouble urinating due to an enlarged prostate gland.',
];

export const TAKING_SEDATIVES_OR_TRANQUILIZERS = 'You are taking sedatives or tranquilizers.';

export const DROWSINESS_WHEN_USING: readonly string[] = [
  'Avoid alcoholic drinks.',
  'Alcohol, sedatives, and tranquilizers may increase drowsiness.',
  'Be careful when driving a motor vehicle or operating machinery.',
];

/** 21 CFR 338: nighttime sleep-aid stop-use line. */
export const SLEEPLESSNESS_STOP_USE =
  'Sleeplessness persists continuously for more than 2 weeks. Insomnia may be a symptom of a serious underlying medical illness.';

/** 21 CFR 341.74 / 341.78: antitussive and expectorant stop-use line. */
export const COUGH_STOP_USE =
  'Cough lasts more than 7 days, comes back, or occurs with fever, rash, or persistent headache. These could be signs of a serious illness.';

/** Heartburn products (acid reducers) share these signs that need a doctor rather than self-care. */
export const HEARTBURN_DANGER_SIGNS =
  'Trouble or pain swallowing food, vomiting with blood, or bloody or black stools. These may be signs of a serious condition. See your doctor.';
