import { describe, expect, it } from 'vitest';
import { extractPeople } from './extract-people';
import { askedName, askedRole, peopleInRole, peopleNamed } from './role-person';

describe('the person in a role', () => {
  it('reads the role a "who is" question asks to name', () => {
    expect(askedRole('Who is my optician?')).toBe('optician');
    expect(askedRole("Who is Ruth's husband?")).toBe('husband');
    expect(askedRole('Who visited me?')).toBeNull();
    expect(askedRole('Who is my doctor at the clinic?')).toBe('doctor');
    expect(askedRole('Who is the nurse from the surgery?')).toBe('nurse');
  });

  it('keeps only people named next to the role or a synonym of it', () => {
    const sentence = 'My GP Dr Okafor sent me to the clinic with my daughter Ruth.';
    expect(peopleInRole(sentence, extractPeople(sentence, 'Who is my GP?'), 'GP')).toEqual(['Dr Okafor']);
    expect(peopleInRole(sentence, ['Dr Okafor'], 'doctor')).toEqual(['Dr Okafor']);
    expect(peopleInRole('Went to the optician with Ruth.', ['Ruth'], 'optician')).toEqual(['Ruth']);
    expect(peopleInRole('Must ring the optician, Ruth says.', ['Ruth'], 'dentist')).toEqual([]);
  });

  it('for "who is Alfie", keeps only a phrase saying who Alfie is', () => {
    expect(askedName('Who is Alfie?')).toBe('Alfie');
    expect(askedName('Who is my dentist?')).toBeNull();
    expect(peopleNamed(['Brenda', 'her grandson Alfie'], 'Alfie')).toEqual(['her grandson Alfie']);
    expect(peopleNamed(['her grandson Alfie'], 'Brenda')).toEqual([]);
  });
});
