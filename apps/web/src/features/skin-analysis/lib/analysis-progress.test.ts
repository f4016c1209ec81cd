import { describe, expect, it } from 'vitest';
import { ANALYSING, DONE, IDLE_PROGRESS, progressValue, uploadProgress } from './analysis-progress';

describe('analysis progress', () => {
  it('follows the bytes sent while uploading, in whole percent', () => {
    expect(uploadProgress(0, 400)).toEqual({ phase: 'uploading', percent: 0 });
    expect(uploadProgress(101, 400)).toEqual({ phase: 'uploading', percent: 25 });
    expect(uploadProgress(400, 400)).toEqual({ phase: 'uploading', percent: 100 });
    expect(progressValue(uploadProgress(300, 400))).toBe(75);
  });

  it('has no percentage when the size is unknown or while the server works', () => {
    expect(uploadProgress(10, 0)).toEqual({ phase: 'uploading', percent: null });
    expect(progressValue(uploadProgress(10, 0))).toBeNull();
    expect(progressValue(ANALYSING)).toBeNull();
  });

  it('is 0 before and 100 once answered', () => {
    expect(progressValue(IDLE_PROGRESS)).toBe(0);
    expect(progressValue(DONE)).toBe(100);
  });
});
