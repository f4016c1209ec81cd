import { type LabelledCase, labelled } from './labelled-case';

// Held-out: denials (before and after the symptom, lists, "without", scope ended by "but"/"however", long scope)
// and the phrases that look like denials but are not. Written before the lexicons were read; frozen. Never edit
// a text or a label to make the reader pass.
export const HELD_OUT_NEGATION_CASES: readonly LabelledCase[] = [
  labelled('no temperature but a horrible cough', ['cough'], ['fever']),
  labelled('Patient denies fever or chills, reports sore throat', ['sore_throat'], ['fever', 'chills']),
  labelled('no vomiting or diarrhoea, just feel sick', ['nausea'], ['vomiting', 'diarrhea']),
  labelled('runny nose without a fever', ['runny_nose'], ['fever']),
  labelled('i dont have a headache however my neck is sore', ['neck_pain'], ['headache']),
  labelled('not dizzy, but i feel really tired', ['fatigue'], ['dizziness']),
  labelled('Sore throat. No cough.', ['sore_throat'], ['cough']),
  labelled('the rash is gone but my skin is still itchy', ['itchy_skin'], ['rash']),
  labelled("the sneezing has stopped, now it's just a blocked nose", ['nasal_congestion'], ['sneezing']),
  labelled(
    "There's been no sign whatsoever over the last few days of any fever, just a runny nose",
    ['runny_nose'],
    ['fever'],
  ),
  labelled("I haven't had, as far as I can remember, any diarrhea", [], ['diarrhea']),
  labelled('never get heartburn, but lately i am bloated', ['bloating'], ['heartburn']),
  labelled('no nausea, no vomiting, just stomach cramps', ['stomach_pain'], ['nausea', 'vomiting']),
  labelled("my son isn't feverish, he just has a cough", ['cough'], ['fever'], [], { isChild: true }),
  labelled('not congested at all, my nose is running though', ['runny_nose'], ['nasal_congestion']),
  labelled('no itching, just a red rash', ['rash'], ['itchy_skin']),
  labelled("i'm not anxious or stressed, i just cant sleep", ['insomnia'], ['anxiety', 'stress']),
  labelled('cough has cleared up, still got a sore throat though', ['sore_throat'], ['cough']),
  labelled('free of heartburn since i changed my diet, but now constipated', ['constipation'], ['heartburn']),
  // Look like denials, are not.
  labelled('not only a headache but also a fever', ['headache', 'fever']),
  labelled('no increase in the pain, my back still aches the same', ['back_pain']),
  labelled('no improvement in my cough after a week', ['cough']),
  labelled('i cant stop coughing at night', ['cough']),
  labelled("paracetamol doesn't help my toothache", ['toothache']),
  labelled("can't breathe through my nose", ['nasal_congestion']),
  labelled("can't keep anything down", ['vomiting']),
  labelled('not just a sore throat, my ears hurt too', ['sore_throat', 'earache']),
  labelled('the itching on my legs never stops', ['itchy_skin']),
  labelled("not sure if it's a fever but i feel hot and shivery", ['fever', 'chills']),
  labelled('nothing helps this heartburn', ['heartburn']),
  labelled("don't feel like eating and slightly nauseous", ['loss_of_appetite', 'nausea']),
  labelled("no idea why but i've had diarrhea all day", ['diarrhea']),
];
