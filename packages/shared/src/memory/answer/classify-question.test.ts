import { describe, expect, it } from 'vitest';
import { classifyQuestion, correctQuestionWords } from './classify-question';

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
  });
});
