import { describe, expect, it } from 'vitest';
import {
  BODY_PARTS,
  confidenceTone,
  DEFAULT_BODY_PART,
  DEFAULT_SKIN_TYPE,
  predictionTone,
} from './constants';

describe('the skin form defaults (spec section 8)', () => {
  it('starts at skin type III and body part other, among the spec ten', () => {
    expect(DEFAULT_SKIN_TYPE).toBe('III');
    expect(DEFAULT_BODY_PART).toBe('other');
    expect(BODY_PARTS).toHaveLength(10);
  });
});

describe('confidenceTone (spec section 10)', () => {
  it('is green from 80, yellow from 60, red below', () => {
    expect(confidenceTone(100)).toBe('green');
    expect(confidenceTone(80)).toBe('green');
    expect(confidenceTone(79.9)).toBe('yellow');
    expect(confidenceTone(60)).toBe('yellow');
    expect(confidenceTone(59)).toBe('red');
    expect(confidenceTone(0)).toBe('red');
  });
});

describe('predictionTone (spec section 10)', () => {
  it('is red for malignant or high_risk, green for benign or low_risk, yellow otherwise', () => {
    expect(predictionTone('high_risk')).toBe('red');
    expect(predictionTone('Malignant')).toBe('red');
    expect(predictionTone('low_risk')).toBe('green');
    expect(predictionTone('benign')).toBe('green');
    expect(predictionTone('moderate_risk')).toBe('yellow');
    expect(predictionTone('')).toBe('yellow');
  });
});
