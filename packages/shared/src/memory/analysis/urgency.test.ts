import { describe, expect, it } from 'vitest';
import { assessUrgency, createUrgencyCues } from './urgency';

function codesOf(text: string, medicineNames?: string[]): string[] {
  return assessUrgency(text, createUrgencyCues(medicineNames)).reasons.map((reason) => reason.code);
}

describe('assessUrgency', () => {
  it.each([
    ['I fell in the kitchen this morning.', 'fall'],
    ['Mum had a nasty fall on the stairs.', 'fall'],
    ['I slipped on the wet floor.', 'fall'],
    ['We found her on the floor and she couldn’t get up.', 'fall'],
    ['He banged his head on the door.', 'head-injury'],
    ['I felt dizzy after lunch.', 'dizziness'],
    ['Dad fainted in the garden.', 'dizziness'],
    ['She passed out for a minute.', 'dizziness'],
    ['I have chest pain when I walk.', 'chest-pain'],
    ['There is a tightness in my chest.', 'chest-pain'],
    ['I could barely breathe last night.', 'breathing'],
    ['His speech was slurred this morning.', 'stroke-sign'],
    ['Her face is drooping on one side.', 'stroke-sign'],
    ['She was coughing up blood.', 'bleeding'],
    ['Mum was very confused this evening.', 'confusion'],
    ["He didn't know where he was.", 'confusion'],
    ["She didn't recognise me today.", 'confusion'],
    ['I got lost on the way back from the shops.', 'lost'],
    ['Dad wandered off at night again.', 'lost'],
    ['I forgot to take my morning tablets.', 'missed-medication'],
    ['I missed my evening pills.', 'missed-medication'],
    ["I didn't take my insulin today.", 'missed-medication'],
    ['I think I took my pills twice this morning.', 'doubled-medication'],
    ['She took a double dose by mistake.', 'doubled-medication'],
    ["He hasn't eaten for two days.", 'not-eating'],
    ['Mum has stopped eating.', 'not-eating'],
    ['Sometimes I want to die.', 'self-harm'],
  ])('raises high for %j (%s)', (text, code) => {
    const urgency = assessUrgency(text);
    expect(urgency.level).toBe('high');
    expect(urgency.reasons.map((reason) => reason.code)).toContain(code);
  });

  it.each([
    ['The dentist appointment is on Thursday.', 'appointment'],
    ['I have a check-up next week.', 'appointment'],
    ['The gas bill is due on Friday.', 'deadline'],
    ['My bus pass expires this month.', 'deadline'],
    ['We are running out of milk.', 'running-out'],
    ['My inhaler is almost empty and I am low on bread.', 'running-out'],
    ['We are out of tea.', 'running-out'],
  ])('raises medium for %j', (text, code) => {
    const urgency = assessUrgency(text);
    expect(urgency.level).toBe('medium');
    expect(urgency.reasons.map((reason) => reason.code)).toContain(code);
  });

  it.each([
    "I didn't fall.",
    'No chest pain and no dizziness today.',
    'She was not confused at all.',
    'I never forget my pills.',
    'I fell asleep in the chair after lunch.',
    'It completely slipped my mind to ring Bob.',
    'I take my tablets twice a day.',
    'I was lost in thought for a while.',
    'Be careful in case you feel dizzy.',
    "I'm worried she might fall.",
    "I don't know where I put my keys.",
    'Lovely weather, we sat in the garden.',
    'No appointments this week.',
  ])('stays normal for %j', (text) => {
    expect(assessUrgency(text)).toEqual({ level: 'normal', reasons: [] });
  });

  it('keeps a cue after a negated one in another clause', () => {
    expect(codesOf("I didn't fall but I felt dizzy.")).toEqual(['dizziness']);
  });

  it('reads "might have" as a possible event, worth a carer’s look', () => {
    expect(codesOf('I might have taken my pills twice.')).toEqual(['doubled-medication']);
  });

  it('recognises a missed dose of a medicine from the given list', () => {
    expect(codesOf('I skipped the Donepezil.')).toEqual(['missed-medication']);
    expect(codesOf('Forgot my Zyloric again.')).toEqual([]);
    expect(codesOf('Forgot my Zyloric again.', ['Zyloric 100 mg tablets'])).toEqual(['missed-medication']);
  });

  it('lists high reasons before medium ones, each code once, with the words as written', () => {
    const urgency = assessUrgency('Appointment on Monday. I FELL twice today and fell again tonight.');
    expect(urgency.level).toBe('high');
    expect(urgency.reasons).toEqual([
      { code: 'fall', level: 'high', text: 'FELL' },
      { code: 'appointment', level: 'medium', text: 'Appointment' },
    ]);
  });

  it('handles empty text and text without words', () => {
    expect(assessUrgency('')).toEqual({ level: 'normal', reasons: [] });
    expect(assessUrgency('😊 👍 ...')).toEqual({ level: 'normal', reasons: [] });
  });
});
