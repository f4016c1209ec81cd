import { describe, expect, it } from 'vitest';
import { extractPeople } from './extract-people';

describe('extractPeople', () => {
  it('takes a relation with its name', () => {
    expect(extractPeople('My daughter Sarah visited and brought tulips.', 'who visited me?')).toEqual([
      'My daughter Sarah',
    ]);
    expect(extractPeople('Tom arrived with his wife Priya.', 'who came?')).toEqual(['Tom', 'his wife Priya']);
  });

  it('takes titles and names compromise knows', () => {
    expect(extractPeople('Dr. Patel changed my dose.', 'who changed my dose?')).toEqual(['Dr. Patel']);
    expect(extractPeople('Nurse Maria checked my blood pressure.', 'who checked it?')).toEqual([
      'Nurse Maria',
    ]);
    expect(extractPeople('I had lunch with Margaret and George.', 'who did I have lunch with?')).toEqual([
      'Margaret',
      'George',
    ]);
  });

  it('drops the relation the question asks about, but keeps a title', () => {
    expect(
      extractPeople('The physiotherapist, Ben, comes on Tuesday.', 'who is my physiotherapist?'),
    ).toEqual(['Ben']);
    expect(extractPeople('My doctor is Dr. Patel.', 'who is my doctor?')).toEqual(['Dr. Patel']);
  });

  it('never answers with someone the question names', () => {
    expect(extractPeople('Sarah came with Tom.', 'who came with Sarah?')).toEqual(['Tom']);
  });

  it('takes a relation without a name, but not "the nurse"', () => {
    expect(extractPeople('My neighbour brought the post.', 'who brought the post?')).toEqual([
      'My neighbour',
    ]);
    expect(extractPeople('The nurse came at ten.', 'who came?')).toEqual([]);
  });
});
