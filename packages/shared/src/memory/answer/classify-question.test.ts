import { describe, expect, it } from 'vitest';
import {
  asksAboutState,
  asksAboutThePast,
  classifyQuestion,
  correctQuestionWords,
} from './classify-question';
import { asksForUpcoming } from './tense';

describe('classifyQuestion', () => {
  it.each([
    ['Where did I put my keys?', 'where'],
    ['Do you know where my glasses are?', 'where'],
    ['When is my dentist appointment?', 'when'],
    ['What time does the nurse come?', 'when'],
    ['Who visited me yesterday?', 'who'],
    ["What is my physiotherapist's name?", 'who'],
    ['Which medicine do I take at night?', 'medicine'],
    ['What pills did I take this morning?', 'medicine'],
    ['What dose of amlodipine do I take?', 'dose'],
    ['How many paracetamol tablets can I take?', 'dose'],
    ['How much donepezil do I take?', 'dose'],
    ['Did Sarah bring flowers?', 'yes-no'],
    ['Is my appointment today?', 'yes-no'],
    ['What did I have for lunch?', 'what'],
    ['How did I feel on Tuesday?', 'what'],
    ['How many times did Tom visit?', 'what'],
  ] as const)('%s -> %s', (question, type) => {
    expect(classifyQuestion(question)).toBe(type);
  });

  it('reads a misspelt question word at the start', () => {
    expect(classifyQuestion('Wher did I put my glasses?')).toBe('where');
    expect(classifyQuestion('wen is my appointment')).toBe('when');
    expect(classifyQuestion('Woh came on Friday?')).toBe('who');
    expect(classifyQuestion('Whta did I eat?')).toBe('what');
  });

  it('does not "correct" real words one letter from a question word', () => {
    expect(correctQuestionWords('Were my keys in the car?')).toBe('Were my keys in the car?');
    expect(classifyQuestion('Were my keys in the car?')).toBe('yes-no');
    expect(correctQuestionWords('Then what?')).toBe('Then what?');
  });

  it('keeps the rest of the question as it was', () => {
    expect(correctQuestionWords('So wher is Dr. Patel?')).toBe('So where is Dr. Patel?');
  });

  it('knows extra medicine names for dose questions', () => {
    expect(classifyQuestion('How much Zestril do I take?')).toBe('what');
    expect(classifyQuestion('How much Zestril do I take?', ['Zestril'])).toBe('dose');
    expect(classifyQuestion('How many eye drops do I put in?')).toBe('dose');
    expect(classifyQuestion('How much vitamin B12 should I have?')).toBe('dose');
  });

  it('reads a question opening with "who" as asking for a person, whatever else it names', () => {
    expect(classifyQuestion('Who changed my inhaler dose?')).toBe('who');
    expect(classifyQuestion('So who gave me these tablets?')).toBe('who');
    expect(classifyQuestion('What dose did the nurse say, and who said it?')).toBe('dose');
  });

  it('reads "what did the GP give me" as asking for a medicine', () => {
    expect(classifyQuestion('What did the GP give me for my chest?')).toBe('medicine');
    expect(classifyQuestion('What has my doctor prescribed me?')).toBe('medicine');
    expect(classifyQuestion('What did the doctor say about my knee?')).toBe('what');
    expect(classifyQuestion('What did Ruth give me for my birthday?')).toBe('what');
  });

  it('tells the state of things from an event, the present from the past, and what is to come', () => {
    expect(asksAboutState('Where are my keys?', 'where')).toBe(true);
    expect(asksAboutState('Where did I leave my hat?', 'where')).toBe(true);
    expect(asksAboutState('wheres my hat', 'where')).toBe(true);
    expect(asksAboutState('Where did I have coffee with Ruth?', 'where')).toBe(false);
    expect(asksAboutState('What dose do I take?', 'dose')).toBe(true);
    expect(asksAboutThePast('What dose was I on when I started?')).toBe(true);
    expect(asksAboutThePast('What dose do I take now?')).toBe(false);
    expect(asksAboutThePast('Which medicine did Dr Singh give me?')).toBe(false);
    expect(asksForUpcoming('When is my next check-up?')).toBe(true);
    expect(asksForUpcoming('Who lives next door?')).toBe(false);
  });
});
