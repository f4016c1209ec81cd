// @isolate: the page's first use is module state, from when the page (here, the file) loads.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { lazyDialog } from './lazy-dialog';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyDialog', () => {
  beforeAll(async () => {
    await setUpI18n();
  });

  it('announces that it is loading, then shows the dialog with its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const LazyGreeting = lazyDialog(load);
    render(<LazyGreeting name="Ada" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    arrive(Greeting);
    expect((await screen.findByText('Hello Ada')).tagName).toBe('P');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('fetches the dialog’s code while the screen loads only once someone has used the page, when idle', async () => {
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const load = vi.fn(() => Promise.resolve(Greeting));
    lazyDialog(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(idle).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
