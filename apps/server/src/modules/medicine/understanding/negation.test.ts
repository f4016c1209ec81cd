import { describe, expect, it } from 'vitest';
import { understandSymptoms } from './understand-symptoms';

const read = (text: string) => {
  const result = understandSymptoms(text);
  return {
    present: result.symptoms.map((symptom) => symptom.key),
    negated: result.negated.map((mention) => mention.key),
    redFlags: result.redFlags.map((flag) => flag.key),
  };
};

describe('NegEx negation', () => {
  it('handles the examples of the brief', () => {
    expect(read('no fever but a bad cough')).toMatchObject({ present: ['cough'], negated: ['fever'] });
    expect(read("I don't have a headache, just a runny nose")).toMatchObject({
      present: ['runny_nose'],
      negated: ['headache'],
    });
    expect(read('fever is gone, still coughing')).toMatchObject({ present: ['cough'], negated: ['fever'] });
    expect(read('no chest pain')).toEqual({ present: [], negated: ['chest_pain'], redFlags: [] });
  });

  it.each([
    ['denies nausea', 'nausea'],
    ['I never get migraines', 'migraine'],
    ['without a fever', 'fever'],
    ['free of heartburn', 'heartburn'],
    ['negative for fever', 'fever'],
    ['no signs of a rash', 'rash'],
    ['absence of fever', 'fever'],
    ['rules out migraine', 'migraine'],
    ["she doesn't have a cough", 'cough'],
    ["I haven't had diarrhea", 'diarrhea'],
    ["it isn't itchy skin", 'itchy_skin'],
    ['no longer dizzy', 'dizziness'],
  ])('pre-negation: "%s" negates %s', (text, key) => {
    expect(read(text)).toMatchObject({ present: [], negated: [key] });
  });

  it.each([
    ['my headache is gone', 'headache'],
    ['the rash has resolved', 'rash'],
    ['the nausea went away', 'nausea'],
    ['heartburn is not a problem', 'heartburn'],
    ['fever free for two days', 'fever'],
    ['the vomiting stopped', 'vomiting'],
  ])('post-negation: "%s" negates %s', (text, key) => {
    expect(read(text)).toMatchObject({ present: [], negated: [key] });
  });

  it('negates up to 5 words after the trigger, counting an earlier finding as one word', () => {
    expect(read("I don't think I have a fever").negated).toEqual(['fever']);
    expect(read('no fever, chills, body aches or vomiting').negated).toEqual([
      'fever',
      'chills',
      'body_aches',
      'vomiting',
    ]);
    expect(read('no real reason to think that it could be a fever')).toMatchObject({ present: ['fever'] });
  });

  it('stops at termination terms and at sentence or clause marks', () => {
    for (const word of ['but', 'however', 'although', 'except', 'apart from', 'though', 'yet', 'still']) {
      expect(read(`no fever ${word} a cough`), word).toMatchObject({
        present: ['cough'],
        negated: ['fever'],
      });
    }
    expect(read('No fever. Cough.')).toMatchObject({ present: ['cough'], negated: ['fever'] });
    expect(read('no fever; cough')).toMatchObject({ present: ['cough'], negated: ['fever'] });
    expect(read("I don't have a fever and my throat hurts")).toMatchObject({ present: ['sore_throat'] });
  });

  it('crosses a comma only inside a list', () => {
    expect(read('no fever, chills or aches').present).toEqual([]);
    expect(read('no fever, no cough, slight headache')).toMatchObject({
      present: ['headache'],
      negated: ['fever', 'cough'],
    });
    expect(read('Throat hurts, fever is gone')).toMatchObject({
      present: ['sore_throat'],
      negated: ['fever'],
    });
  });

  it('does not let a post-negation reach into the next clause', () => {
    expect(read('headache still there but the nausea went away')).toMatchObject({
      present: ['headache'],
      negated: ['nausea'],
    });
  });

  it('negates a finding through a trigger inside its own gap', () => {
    expect(read("my head doesn't hurt, my stomach hurts")).toMatchObject({
      present: ['stomach_pain'],
      negated: ['headache'],
    });
  });

  it('keeps a symptom affirmed elsewhere out of the negated list', () => {
    expect(read('no fever yesterday. Fever today.')).toMatchObject({ present: ['fever'], negated: [] });
  });
});

describe('pseudo-negation and negation words inside phrases', () => {
  it.each([
    ['no change in my cough', 'cough'],
    ['no increase in the pain in my back', 'back_pain'],
    ['not only a headache', 'headache'],
    ['not certain if it is a fever', 'fever'],
    ["I can't stop sneezing", 'sneezing'],
    ["my cough won't go away", 'cough'],
    ["I'm not feeling well, bad headache", 'headache'],
    ['the ibuprofen is not helping my toothache', 'toothache'],
  ])('"%s" keeps %s', (text, key) => {
    expect(read(text)).toMatchObject({ present: [key], negated: [] });
  });

  it('reads a negation word that belongs to a phrase as part of it', () => {
    expect(read("I can't sleep").present).toEqual(['insomnia']);
    expect(read('no appetite').present).toEqual(['loss_of_appetite']);
    expect(read("can't breathe").redFlags).toEqual(['trouble_breathing']);
  });

  it('treats "without difficulty" as a negation: "without difficulty breathing" denies the red flag', () => {
    expect(read('a cough without difficulty breathing')).toEqual({
      present: ['cough'],
      negated: ['trouble_breathing'],
      redFlags: [],
    });
  });
});
