import { render, screen } from '@testing-library/react';
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
});
