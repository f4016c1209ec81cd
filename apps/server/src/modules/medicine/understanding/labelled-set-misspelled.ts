import { type LabelledCase, labelled } from './labelled-case';

// Typed in a hurry: misspellings and run-together words.
export const MISSPELLED_CASES: readonly LabelledCase[] = [
  labelled('I have a terible headake', ['headache']),
  labelled('diarhea since yesterday', ['diarrhea']),
  labelled('feeling nausous all morning', ['nausea']),
  labelled('bad stomache after lunch', ['stomach_pain']),
  labelled('couging all night long', ['cough']),
  labelled('sore throt since monday', ['sore_throat']),
  labelled('I have diarrhoea and vomitting', ['diarrhea', 'vomiting']),
  labelled('constipaton for a week', ['constipation']),
  labelled('I have a snezing fit and runny nose', ['sneezing', 'runny_nose']),
  labelled('alergies are terrible this spring', ['allergies']),
  labelled('exausted and dizzy', ['fatigue', 'dizziness']),
  labelled('heart burn every night', ['heartburn']),
  labelled('insomnya for weeks', ['insomnia']),
  labelled('itchey eyes and sneezing', ['itchy_eyes', 'sneezing']),
  labelled('congestoin in my chest', ['chest_congestion']),
  labelled('I have a feaver and chils', ['fever', 'chills']),
  labelled('nausea and vommiting', ['nausea', 'vomiting']),
  labelled('bloted after every meal', ['bloating']),
  labelled('headach and neusea', ['headache', 'nausea']),
];
