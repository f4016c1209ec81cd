import { type LabelledCase, labelled } from './labelled-case';

// Test set, red flags: every red flag of issue 15 (and the reader's extra ones) at least twice in different
// wording, then negated, historical, family and below-the-limit forms that must not escalate. Written blind from
// the key lists alone, frozen before its first run and never used to fix the reader.
export const TEST_RED_FLAG_CASES: readonly LabelledCase[] = [
  // Chest pain or pressure
  labelled('crushing chest pain going down my left arm', [], [], ['chest_pain']),
  labelled('feels like an elephant is sitting on my chest and im all sweaty', [], [], ['chest_pain']),
  labelled('I get a heavy pressure in my chest when I walk up the hill', [], [], ['chest_pain']),
  // Trouble breathing
  labelled(
    "I'm really short of breath and wheezing and my inhaler isn't helping",
    ['wheezing'],
    [],
    ['trouble_breathing'],
  ),
  labelled(
    'my son is struggling to breathe and his ribs suck in with every breath',
    [],
    [],
    ['trouble_breathing'],
  ),
  labelled('i cant catch my breath, even just sitting on the sofa', [], [], ['trouble_breathing']),
  // Signs of stroke
  labelled("my dad's face has dropped on one side and his speech is slurred", [], [], ['stroke_signs']),
  labelled("sudden weakness in my right arm and leg and I can't get my words out", [], [], ['stroke_signs']),
  // Severe bleeding
  labelled(
    "cut my hand with a knife and it won't stop bleeding, soaked through three tea towels",
    [],
    [],
    ['severe_bleeding'],
  ),
  labelled('bleeding heavily from a gash on my leg, there is blood everywhere', [], [], ['severe_bleeding']),
  // Vomiting blood, black stools
  labelled('been throwing up blood', ['vomiting'], [], ['vomiting_blood']),
  labelled('my vomit looks like coffee grounds', ['vomiting'], [], ['vomiting_blood']),
  labelled('my poo has gone black and tarry', [], [], ['black_stools']),
  labelled('black sticky stools for two days and I feel weak', [], [], ['black_stools']),
  // Suicidal thoughts, self-harm
  labelled("honestly I don't want to be alive any more", [], [], ['suicidal_thoughts']),
  labelled("been thinking about killing myself and I can't sleep", ['insomnia'], [], ['suicidal_thoughts']),
  labelled('sometimes i think everyone would be better off without me', [], [], ['suicidal_thoughts']),
  labelled("I've been cutting myself again", [], [], ['self_harm']),
  labelled('my 15 year old has been burning herself on purpose', [], [], ['self_harm'], { ageYears: 15 }),
  // Swelling of the face, lips or throat
  labelled('my lips and tongue are swelling up after eating prawns', ['swelling'], [], ['facial_swelling']),
  labelled(
    'my face has puffed up around my eyes and lips since I started the new tablets',
    ['swelling'],
    [],
    ['facial_swelling'],
  ),
  // Stiff neck with fever
  labelled(
    'stiff neck and a high temperature and the light hurts my eyes',
    ['stiff_neck', 'fever'],
    [],
    ['stiff_neck_with_fever'],
  ),
  labelled(
    "my daughter has a fever of 39.5 and her neck is so stiff she can't touch her chin to her chest",
    ['fever', 'stiff_neck'],
    [],
    ['stiff_neck_with_fever'],
  ),
  // Fainting, seizure
  labelled('I passed out at work this morning', [], [], ['fainting']),
  labelled('my nan collapsed and blacked out for about a minute', [], [], ['fainting']),
  labelled('my son had a fit this morning shaking all over never happened before', [], [], ['seizure']),
  labelled('I think my wife just had a seizure', [], [], ['seizure']),
  // Fever in an infant
  labelled('my 6 week old has a temperature of 38.3', ['fever'], [], ['infant_fever'], { isInfant: true }),
  labelled('newborn baby feels very hot, temp 38.5', ['fever'], [], ['infant_fever'], { isInfant: true }),
  labelled('2 month old running a fever since this afternoon', ['fever'], [], ['infant_fever'], {
    isInfant: true,
  }),
  // Past the label's limits: fever over 3 days, pain over 10 days (5 for a child)
  labelled(
    "had a fever for 5 days now and paracetamol isn't bringing it down",
    ['fever'],
    [],
    ['prolonged_fever'],
  ),
  labelled(
    'temperature on and off for the past four days and a cough',
    ['fever', 'cough'],
    [],
    ['prolonged_fever'],
  ),
  labelled('back pain for 3 weeks, not getting any better', ['back_pain'], [], ['prolonged_pain']),
  labelled('had headaches every day for a fortnight', ['headache'], [], ['prolonged_pain']),
  labelled('my knee has been aching for two months', ['joint_pain'], [], ['prolonged_pain']),
  labelled('my 8 year old has had earache for a week now', ['earache'], [], ['prolonged_pain'], {
    ageYears: 8,
    isChild: true,
  }),
  // Worst headache, coughing blood, confusion
  labelled('worst headache of my life, came on all of a sudden', ['headache'], [], ['worst_headache']),
  labelled(
    'sudden excruciating headache like being hit on the back of the head with a bat, the worst pain ever',
    ['headache'],
    [],
    ['worst_headache'],
  ),
  labelled('coughing up blood', ['cough'], [], ['coughing_blood']),
  labelled("there's blood in my phlegm when I cough", ['cough'], [], ['coughing_blood']),
  labelled(
    "my mum's suddenly very confused, doesn't know what day it is, and she has a temp",
    ['fever'],
    [],
    ['confusion'],
  ),
  labelled("grandad is disorientated and doesn't recognise us since this morning", [], [], ['confusion']),
  // Negated red flags: must not escalate.
  labelled('no chest pain, just a cough', ['cough'], ['chest_pain']),
  labelled("I'm not short of breath, just a bit wheezy at night", ['wheezing'], ['trouble_breathing']),
  labelled('no blood in my sick, just been sick twice', ['vomiting'], ['vomiting_blood']),
  labelled('stools are a normal colour not black, just diarrhoea', ['diarrhea'], ['black_stools']),
  labelled("I'm not suicidal or anything, just really stressed", ['stress'], ['suicidal_thoughts']),
  labelled('no thoughts of harming myself, just anxious', ['anxiety'], ['self_harm']),
  labelled(
    'no swelling of my lips or face, just an itchy rash',
    ['rash', 'itchy_skin'],
    ['facial_swelling', 'swelling'],
  ),
  labelled(
    "he's got a high temperature but his neck isn't stiff",
    ['fever'],
    ['stiff_neck', 'stiff_neck_with_fever'],
  ),
  labelled("haven't fainted but I feel dizzy when I stand up", ['dizziness'], ['fainting']),
  labelled('no fits or seizures, just a high temp', ['fever'], ['seizure']),
  labelled(
    "headache but it's not the worst I've had, just my usual tension one",
    ['headache'],
    ['worst_headache'],
  ),
  labelled('not coughing up any blood, just a dry cough', ['dry_cough'], ['coughing_blood']),
  labelled('no confusion or drowsiness, just feverish', ['fever'], ['confusion', 'drowsiness']),
  labelled('no bleeding to speak of, just a small cut on my finger', ['minor_cuts'], ['severe_bleeding']),
  labelled('face is not drooping and my speech is fine, just a headache', ['headache'], ['stroke_signs']),
  labelled(
    'chest is not tight and no breathing problems, just a blocked nose',
    ['nasal_congestion'],
    ['chest_pain', 'trouble_breathing'],
  ),
  // Historical, family and below-the-limit forms: no escalation.
  labelled('had a seizure as a kid but nothing since, need something for hay fever', ['hay_fever']),
  labelled('fainted once years ago giving blood, now I just have a cold', ['cold_symptoms']),
  labelled("my dad had a stroke last year, I'm after something for my headache", ['headache']),
  labelled('had chest pains back in 2019 and it all checked out fine, today it is just heartburn', [
    'heartburn',
  ]),
  labelled('fever only since yesterday', ['fever']),
  labelled('back pain for 3 days after gardening', ['back_pain']),
  labelled('my 4 year old has a temperature', ['fever'], [], [], { ageYears: 4, isChild: true }),
  labelled('worst cold of my life, nose is streaming', ['cold_symptoms', 'runny_nose']),
  labelled('bit of blood on the toilet paper from my piles', ['hemorrhoids']),
];
