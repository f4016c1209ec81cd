import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from '@/lib/i18n';
import { setUpI18n } from '@/testing/i18n';
import { relativeTimeLabel } from './relative-time-label';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('relativeTimeLabel', () => {
  let t: TFunction;
  beforeAll(async () => {
    t = (await setUpI18n()).t;
  });

  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [MINUTE, '1m ago'],
    [59 * MINUTE, '59m ago'],
    [60 * MINUTE, '1h ago'],
    [23 * 60 * MINUTE + 59 * MINUTE, '23h ago'],
    [24 * 60 * MINUTE, '1d ago'],
    [9 * 24 * 60 * MINUTE, '9d ago'],
  ])('%i ms ago reads "%s"', (elapsed, label) => {
    expect(relativeTimeLabel(t, ago(elapsed), now)).toBe(label);
  });

  it('follows the language', async () => {
    const i18n = await setUpI18n();
    await i18n.changeLanguage('de');
    expect(relativeTimeLabel(i18n.t, ago(3 * 24 * 60 * MINUTE), now)).toBe('vor 3 Tagen');
    expect(relativeTimeLabel(i18n.t, ago(5 * MINUTE), now)).toBe('vor 5 Min.');
    await i18n.changeLanguage('en');
  });
});
