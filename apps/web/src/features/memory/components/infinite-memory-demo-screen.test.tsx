import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '@/testing/axe';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { InfiniteMemoryDemoScreen } from './infinite-memory-demo-screen';

const GLASSES = 'I put my reading glasses in the blue case on the hall table.';
/** The demo analyses its sample memories with the engine on the first call: slow on a busy machine. */
const WAIT = { timeout: 10_000 };
const SLOW = 30_000;

const history = () => within(screen.getByRole('region', { name: 'Conversation history' }));

describe('InfiniteMemoryDemoScreen', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('memory');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'says it is a demo on simulated data, shows the sample conversation, and makes no call',
    async () => {
      const fetch = stubApi();
      const { container } = renderWithProviders(<InfiniteMemoryDemoScreen />);
      expect(screen.getByRole('heading', { level: 1, name: 'Infinite Memory Demo' })).toBeTruthy();
      expect(screen.getByTestId('memory-demo-badge').textContent).toBe('Demo Mode');
      expect(screen.getByTestId('memory-demo-notice').textContent).toContain('The backend is not connected');
      expect(screen.getByTestId('memory-demo-notice').textContent).toContain('simulated data');
      expect((await history().findAllByText(GLASSES, {}, WAIT)).length).toBeGreaterThan(0);
      await waitFor(() => expect(screen.getByTestId('memory-status').textContent).toBe('Connected'));
      expect(history().queryByRole('button', { name: 'Read this reply aloud' })).toBeNull();

      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Analytics' }));
      const analytics = within(screen.getByRole('tabpanel', { name: 'Analytics' }));
      expect(Number(analytics.getByTestId('memory-total-interactions-value').textContent)).toBeGreaterThan(0);
      expect(analytics.getAllByTestId('memory-trend').length).toBeGreaterThan(0);

      await expectNoSeriousAxeViolations(container);
      expect(fetch).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'answers a question from the sample memories, with its source',
    async () => {
      renderWithProviders(<InfiniteMemoryDemoScreen />);
      await history().findAllByText(GLASSES, {}, WAIT);
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Memory Query' }));
      const panel = within(screen.getByRole('tabpanel', { name: 'Memory Query' }));
      const button = panel.getByRole('button', { name: 'Query' });
      await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
      fireEvent.change(panel.getByLabelText('Question'), {
        target: { value: 'Where did I put my reading glasses?' },
      });
      fireEvent.click(button);
      const answer = within(await panel.findByTestId('memory-answer'));
      expect(answer.getByText(/^In the blue case on the hall table\./)).toBeTruthy();
      expect(answer.getAllByTestId('memory-source').length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it('words the demo’s refusal of an image without a caption', async () => {
    renderWithProviders(<InfiniteMemoryDemoScreen />);
    await history().findAllByText(GLASSES, {}, WAIT);
    const upload = screen.getByRole('button', { name: 'Upload Image' });
    await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false));
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'card.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('memory-image-input'), { target: { files: [photo] } });
    fireEvent.click(within(screen.getByTestId('memory-image-form')).getByRole('button', { name: 'Process' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The demo cannot read the words in a photo. Add a caption that says what the photo shows.',
    );
  });
});
