import { describe, expect, it } from 'vitest';
import { readPredictionView, shareLink } from './prediction-view';

describe('prediction view in the URL', () => {
  it('reads the timeframe, tab and search, and falls back on anything unknown', () => {
    expect(readPredictionView(new URLSearchParams('timeframe=7d&tab=safe&q=glo'))).toEqual({
      timeframe: '7d',
      tab: 'safe',
      q: 'glo',
    });
    expect(readPredictionView(new URLSearchParams('timeframe=1y&tab=all'))).toEqual({
      timeframe: '30d',
      tab: 'overview',
      q: '',
    });
  });

  it('builds a share link that reopens the same timeframe, tab and search', () => {
    const link = shareLink('https://care.test', '/ml-predictions', {
      timeframe: '90d',
      tab: 'moderate',
      q: 'gauze & pads',
    });
    expect(link).toBe('https://care.test/ml-predictions?timeframe=90d&tab=moderate&q=gauze+%26+pads');
    expect(readPredictionView(new URL(link).searchParams)).toEqual({
      timeframe: '90d',
      tab: 'moderate',
      q: 'gauze & pads',
    });
  });
});
