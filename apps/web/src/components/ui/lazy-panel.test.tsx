import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { lazyPanel } from './lazy-panel';

function Stock({ count }: { count: number }) {
  return <p>{count} in stock</p>;
}

describe('lazyPanel', () => {
  beforeAll(async () => {
    await setUpI18n();
  });

  it('announces that it is loading where the panel goes, then shows the panel with its props', async () => {
    let arrive: (component: typeof Stock) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Stock>((resolve) => (arrive = resolve)));
    const LazyStock = lazyPanel(load);
    expect(load).not.toHaveBeenCalled();
    render(<LazyStock count={12} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(load).toHaveBeenCalledTimes(1);
    arrive(Stock);
    expect((await screen.findByText('12 in stock')).tagName).toBe('P');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
