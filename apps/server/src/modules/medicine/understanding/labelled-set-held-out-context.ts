import { type LabelledCase, labelled } from './labelled-case';

// Held-out: texts that also say who the person is, what they have and what they take. Written from the key
// lists alone, before the lexicons were read; frozen. Never edit a text or a label to make the reader pass.
export const HELD_OUT_CONTEXT_CASES: readonly LabelledCase[] = [
  labelled('cant sleep, been up till 4am every night this week. I take sertraline', ['insomnia'], [], [], {
    medicines: ['ssri'],
  }),
  labelled("I'm 34 weeks pregnant and have terrible constipation", ['constipation'], [], [], {
    isPregnant: true,
  }),
  labelled('breastfeeding my 2 month old and i have a cold', ['cold_symptoms'], [], [], {
    isBreastfeeding: true,
  }),
  labelled('on warfarin and have a really bad headache', ['headache'], [], [], { medicines: ['warfarin'] }),
  labelled('I have high blood pressure and a blocked nose', ['nasal_congestion'], [], [], {
    conditions: ['high_blood_pressure'],
  }),
  labelled('had a stomach ulcer last year, now i have sprained my wrist', ['sprain'], [], [], {
    conditions: ['stomach_ulcer'],
  }),
  labelled('im asthmatic and my knee hurts', ['joint_pain'], [], [], { conditions: ['asthma'] }),
  labelled('my 7 yr old has an earache and a temperature', ['earache', 'fever'], [], [], {
    ageYears: 7,
    isChild: true,
  }),
  labelled('my daughter is 3 and has a cough', ['cough'], [], [], { ageYears: 3, isChild: true }),
  labelled("I'm 80 and can't sleep", ['insomnia'], [], [], { ageYears: 80 }),
  labelled('take fluoxetine for depression, now i have a headache', ['headache'], [], [], {
    medicines: ['ssri'],
  }),
  labelled("I'm on citalopram and get heartburn", ['heartburn'], [], [], { medicines: ['ssri'] }),
  labelled('i have liver problems and a fever', ['fever'], [], [], { conditions: ['liver_disease'] }),
  labelled('type 2 diabetic, bunged up nose', ['nasal_congestion'], [], [], { conditions: ['diabetes'] }),
  labelled('I have a heart condition and a cold', ['cold_symptoms'], [], [], {
    conditions: ['heart_disease'],
  }),
  labelled("my kidneys aren't great and my back aches", ['back_pain'], [], [], {
    conditions: ['kidney_disease'],
  }),
  labelled('I already take naproxen every day and now have a toothache', ['toothache'], [], [], {
    medicines: ['other_nsaid'],
  }),
  labelled('I take coumadin and have bad period pain', ['menstrual_cramps'], [], [], {
    medicines: ['warfarin'],
  }),
  labelled('my 10 month old is teething and has a runny nose', ['runny_nose'], [], [], { isInfant: true }),
  labelled('expecting a baby in june, and i have a stinking cold', ['cold_symptoms'], [], [], {
    isPregnant: true,
  }),
  labelled("I'm nursing and my sinuses are killing me", ['sinus_pressure'], [], [], {
    isBreastfeeding: true,
  }),
  labelled('my son (9) has hay fever', ['hay_fever'], [], [], { ageYears: 9, isChild: true }),
  labelled('65 years old with glaucoma, itchy eyes', ['itchy_eyes'], [], [], {
    ageYears: 65,
    conditions: ['glaucoma'],
  }),
  labelled('I have hypertension and a headache', ['headache'], [], [], {
    conditions: ['high_blood_pressure'],
  }),
];
