import { type LabelledCase, labelled } from './labelled-case';

// Test set, facts about the person: ages, children and infants, pregnancy, breastfeeding, conditions and the
// medicines they take, plus drug allergies and family history that are not the person's context. Written blind
// from the key lists alone, frozen before its first run and never used to fix the reader.
export const TEST_CONTEXT_CASES: readonly LabelledCase[] = [
  labelled("I'm 34 weeks pregnant with a bad headache", ['headache'], [], [], { isPregnant: true }),
  labelled('pregnant and getting heartburn every night', ['heartburn'], [], [], { isPregnant: true }),
  labelled('breastfeeding my 4 month old and have a stinking cold', ['cold_symptoms'], [], [], {
    isBreastfeeding: true,
  }),
  labelled('nursing mum with a sore throat', ['sore_throat'], [], [], { isBreastfeeding: true }),
  labelled(
    'I have high blood pressure and a blocked nose, what decongestant can I take',
    ['nasal_congestion'],
    [],
    [],
    { conditions: ['high_blood_pressure'] },
  ),
  labelled('hypertensive on meds and ive caught a cold', ['cold_symptoms'], [], [], {
    conditions: ['high_blood_pressure'],
  }),
  labelled("I've had a stomach ulcer before and need something for my back", ['back_pain'], [], [], {
    conditions: ['stomach_ulcer'],
  }),
  labelled('asthmatic and sprained my wrist, can i take ibuprofen', ['sprain'], [], [], {
    conditions: ['asthma'],
  }),
  labelled('I have cirrhosis of the liver, fever and aches', ['fever', 'body_aches'], [], [], {
    conditions: ['liver_disease'],
  }),
  labelled('I have stage 3 kidney disease and my knees ache', ['joint_pain'], [], [], {
    conditions: ['kidney_disease'],
  }),
  labelled(
    'i have a heart condition, had a heart attack two years ago, and now a stuffy nose',
    ['nasal_congestion'],
    [],
    [],
    { conditions: ['heart_disease'] },
  ),
  labelled('type 2 diabetic with a chesty cough', ['cough', 'chest_congestion'], [], [], {
    conditions: ['diabetes'],
  }),
  labelled("I have glaucoma and I can't sleep", ['insomnia'], [], [], { conditions: ['glaucoma'] }),
  labelled('enlarged prostate and my hay fever is back', ['hay_fever'], [], [], {
    conditions: ['enlarged_prostate'],
  }),
  labelled('72 year old man with haemophilia, sore knee', ['joint_pain'], [], [], {
    ageYears: 72,
    conditions: ['bleeding_disorder'],
  }),
  labelled('my kidney function is poor and I have a cold', ['cold_symptoms'], [], [], {
    conditions: ['kidney_disease'],
  }),
  labelled('high bp and diabetic, think ive got flu', ['flu_symptoms'], [], [], {
    conditions: ['high_blood_pressure', 'diabetes'],
  }),
  labelled('on warfarin and have a bad toothache', ['toothache'], [], [], { medicines: ['warfarin'] }),
  labelled('I take coumadin, back ache since Sunday', ['back_pain'], [], [], { medicines: ['warfarin'] }),
  labelled('taking sertraline 100mg, need something for a migraine', ['migraine'], [], [], {
    medicines: ['ssri'],
  }),
  labelled('im on fluoxetine and ive got a cough and cold', ['cough', 'cold_symptoms'], [], [], {
    medicines: ['ssri'],
  }),
  labelled('i take citalopram, can i have ibuprophen for period cramps', ['menstrual_cramps'], [], [], {
    medicines: ['ssri'],
  }),
  labelled('I take phenelzine, blocked nose', ['nasal_congestion'], [], [], { medicines: ['maoi'] }),
  labelled('already on naproxen for my arthritis and now a headache', ['headache'], [], [], {
    medicines: ['other_nsaid'],
  }),
  labelled('already had two ibuprofen today, still got a headache', ['headache'], [], [], {
    medicines: ['other_nsaid'],
  }),
  labelled('my 7 year old has a sore throat and a temp of 38', ['sore_throat', 'fever'], [], [], {
    ageYears: 7,
    isChild: true,
  }),
  labelled("my toddler has diarrhoea and isn't himself", ['diarrhea'], [], [], { isChild: true }),
  labelled('3 month old baby with a blocked nose, no fever', ['nasal_congestion'], ['fever'], [], {
    isInfant: true,
  }),
  labelled("I'm 78 and can't sleep", ['insomnia'], [], [], { ageYears: 78 }),
  labelled('14 yo with acne', ['acne'], [], [], { ageYears: 14 }),
  labelled('my son is 9 and has chickenpox spots that itch like mad', ['rash', 'itchy_skin'], [], [], {
    ageYears: 9,
    isChild: true,
  }),
  labelled('aged 45, on warfarin and sertraline, sprained my ankle', ['sprain'], [], [], {
    ageYears: 45,
    medicines: ['warfarin', 'ssri'],
  }),
  // Not the person's own context, or not context at all: only the symptoms are scored.
  labelled("I'm allergic to penicillin and aspirin, and I have a sore throat", ['sore_throat']),
  labelled("I'm not pregnant, just have period pain", ['menstrual_cramps']),
  labelled('my brother has asthma, I have a cough', ['cough']),
  labelled('no medical conditions, not on any medication, just a headache', ['headache']),
];
