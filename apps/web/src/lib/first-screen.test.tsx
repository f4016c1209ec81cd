// @isolate: the first screen is shown once per page: module state, from when the page (here, the file) loads.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenShown, useAfterFirstScreen } from './first-screen';

function Probe() {
  return <p>{useAfterFirstScreen() ? 'after' : 'before'}</p>;
}

describe('useAfterFirstScreen', () => {
  afterEach(cleanup);

  it('stays false until the first screen is shown, then turns true once the browser has a moment', async () => {
    render(<Probe />);
    expect(screen.getByText('before')).toBeTruthy();
    firstScreenShown();
    // Not in the same task: what waits for the first screen must not delay its paint.
    expect(screen.getByText('before')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('after')).toBeTruthy());
    // Said again (every screen that shows says so), nothing changes.
    firstScreenShown();
    expect(screen.getByText('after')).toBeTruthy();
  });
});
