import { describe, expect, it } from 'vitest';
import { extractActionItems } from './action-items';
import { parseText } from './parse-text';

// Monday 10 March 2025, 09:00 UTC.
const reference = { now: new Date('2025-03-10T09:00:00Z'), timezone: 0 };

function itemsOf(text: string) {
  return extractActionItems(parseText(text), reference);
}

describe('extractActionItems', () => {
  it.each([
    ['I need to call the plumber.', 'I need to call the plumber'],
    ['She has to see the nurse.', 'She has to see the nurse'],
    ['You must lock the back door.', 'You must lock the back door'],
    ['Remember to water the plants.', 'Remember to water the plants'],
    ["Don't forget to feed the cat.", "Don't forget to feed the cat"],
    ["Don't forget your keys!", "Don't forget your keys"],
    ['I should ring my sister.', 'I should ring my sister'],
    ["I'm going to write to Joan.", "I'm going to write to Joan"],
    ['Make sure the gas is off.', 'Make sure the gas is off'],
  ])('takes %j as a task', (text, expected) => {
    expect(itemsOf(text)).toEqual([{ text: expected }]);
  });

  it.each([
    'Call the pharmacy.',
    'Please bring the blue folder.',
    'Take your pills after lunch.',
    'Pick up the prescription.',
  ])('takes the imperative %j as a task', (text) => {
    expect(itemsOf(text)).toEqual([{ text: text.replace(/\.$/, '') }]);
  });

  it.each([
    "I don't need to go shopping.",
    "You don't have to come.",
    "I didn't remember to buy bread.",
    "I'm going to the park.",
    "I'm going to be late.",
    'I must have left it on the bus.',
    'You should have seen her face.',
    "You shouldn't drive at night.",
    'Do I need to take my pills?',
    'I never forget my keys.',
    'Feel better soon.',
    'Thank you for the flowers.',
    'Had a lovely walk.',
    'We went to the shops.',
  ])('does not take %j as a task', (text) => {
    expect(itemsOf(text)).toEqual([]);
  });

  it('gives a task the date and time it names, read forward from now', () => {
    expect(itemsOf('I need to take my Lisinopril at 8pm.')).toEqual([
      { text: 'I need to take my Lisinopril at 8pm', due: '2025-03-10T20:00:00.000Z', dueText: 'at 8pm' },
    ]);
    expect(itemsOf('Call the pharmacy on Friday.')).toEqual([
      { text: 'Call the pharmacy on Friday', due: '2025-03-14', dueText: 'on Friday' },
    ]);
    expect(itemsOf("Don't forget the dentist next Tuesday at 10:30.")[0]?.due).toBe(
      '2025-03-18T10:30:00.000Z',
    );
  });

  it('takes a date said earlier in the sentence of a lone task', () => {
    expect(itemsOf('Tomorrow, I have to pay the gas bill.')).toEqual([
      { text: 'Tomorrow, I have to pay the gas bill', due: '2025-03-11', dueText: 'Tomorrow' },
    ]);
  });

  it('splits a sentence into its clauses', () => {
    expect(itemsOf('Sarah came round and I need to call her tomorrow.')).toEqual([
      { text: 'I need to call her tomorrow', due: '2025-03-11', dueText: 'tomorrow' },
    ]);
    expect(itemsOf('I need to buy milk and I have to post the letter, but the shop is shut.')).toEqual([
      { text: 'I need to buy milk' },
      { text: 'I have to post the letter' },
    ]);
  });

  it('lists a repeated task once', () => {
    expect(itemsOf('Remember to buy milk. remember to buy milk!')).toEqual([
      { text: 'Remember to buy milk' },
    ]);
  });

  it('finds none in empty text, emoji or text without sentences', () => {
    expect(itemsOf('')).toEqual([]);
    expect(itemsOf('😊😊')).toEqual([]);
    expect(itemsOf('   \n\n  ')).toEqual([]);
  });
});
