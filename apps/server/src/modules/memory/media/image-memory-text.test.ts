import { MEMORY_TEXT_MAX_LENGTH } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { cleanOcrText, imageMemoryText } from './image-memory-text';

describe('cleanOcrText', () => {
  it('trims lines, joins runs of space and drops blank lines and speckle', () => {
    expect(cleanOcrText('  Dentist   appointment \n\n | \n—\nTuesday 10:00\r\ne.\n')).toBe(
      'Dentist appointment\nTuesday 10:00',
    );
  });

  it('keeps letters of any script and numbers', () => {
    expect(cleanOcrText('Größe 42\nÉté\n12')).toBe('Größe 42\nÉté\n12');
  });

  it('gives an empty text when nothing was read', () => {
    expect(cleanOcrText('')).toBe('');
    expect(cleanOcrText(' \n ~ \n')).toBe('');
  });
});

describe('imageMemoryText', () => {
  it('puts the caption first, as a sentence, then what was read', () => {
    expect(imageMemoryText('My pill box', 'Take 2 tablets\nafter breakfast')).toEqual({
      text: 'My pill box.\nTake 2 tablets\nafter breakfast',
      imageText: 'Take 2 tablets\nafter breakfast',
    });
    expect(imageMemoryText('What is this?', 'Bus 42').text).toBe('What is this?\nBus 42');
  });

  it('uses whichever of the two there is', () => {
    expect(imageMemoryText('  Our garden in May ', '')).toEqual({ text: 'Our garden in May', imageText: '' });
    expect(imageMemoryText('', 'Birthday party')).toEqual({
      text: 'Birthday party',
      imageText: 'Birthday party',
    });
    expect(imageMemoryText(' ', ' | ').text).toBe('');
  });

  it('keeps the whole within the text limit, cutting what was read at a word and never the caption', () => {
    const caption = 'A page of my diary';
    const { text, imageText } = imageMemoryText(caption, 'lorem ipsum '.repeat(1000));
    expect(text.length).toBeLessThanOrEqual(MEMORY_TEXT_MAX_LENGTH);
    expect(text.startsWith(`${caption}.\n`)).toBe(true);
    expect(imageText.endsWith('lorem') || imageText.endsWith('ipsum')).toBe(true);
  });
});
