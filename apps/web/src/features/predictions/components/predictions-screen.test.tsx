import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { predictionRun } from '@/testing/prediction-run';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { SessionReady, waitForSession } from '@/testing/session-ready';
import { json, stubApi } from '@/testing/stub-api';
import { PredictionsScreen } from './predictions-screen';

function renderScreen() {
  return renderWithProviders(
    <>
      <SessionReady />
      <PredictionsScreen />
    </>,
  );
}

async function openTab(name: RegExp | string) {
  fireEvent.mouseDown(await screen.findByRole('tab', { name }));
  return within(await screen.findByRole('tabpanel', { name }));
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('PredictionsScreen', () => {
  beforeAll(async () => {
    Element.prototype.scrollIntoView = () => undefined;
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['predictions', 'inventory']);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is ready for analysis before any run; Start Analysis posts the timeframe and shows the results', async () => {
    const fetch = stubApi({
      '/api/predictions/latest': () => json(null),
      'POST /api/predictions/run': predictionRun(),
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Ready for AI Analysis' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
    expect((await screen.findByTestId('summary-total-value')).textContent).toBe('4');
    const run = fetch.mock.calls.find(
      ([url, init]) => String(url) === '/api/predictions/run' && init?.method === 'POST',
    );
    expect(JSON.parse(String(run?.[1]?.body))).toEqual({ timeframe: '30d' });
    expect(screen.getByTestId('summary-risk-value').textContent).toBe('32.5%');
    expect(screen.getByTestId('summary-risk').textContent).toContain('Low risk');
    expect(screen.getByTestId('summary-urgent-value').textContent).toBe('2');
    expect(screen.getByTestId('summary-confidence-value').textContent).toBe('81.3%');
    expect(screen.getByRole('heading', { name: 'Critical Alerts' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Watch List' })).toBeTruthy();
    expect(screen.getAllByTestId('prediction-card')).toHaveLength(3);
  });

  it('says the analysis is running, and the header button reads Analyzing...', async () => {
    stubApi({
      '/api/predictions/latest': () => json(null),
      'POST /api/predictions/run': () => new Promise<Response>(() => undefined),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Analysis' }));
    expect(await screen.findByText('Running AI Analysis...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Analyzing...' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s error with Try Again, which runs again', async () => {
    let calls = 0;
    stubApi({
      '/api/predictions/latest': () => json(null),
      'POST /api/predictions/run': () =>
        ++calls === 1
          ? json({ error: 'PREDICTION_FAILED', message: 'Failed to run predictions' }, 500)
          : json(predictionRun()),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Analysis' }));
    const alert = await screen.findByTestId('analysis-error');
    expect(within(alert).getByRole('heading', { name: 'Analysis Error' })).toBeTruthy();
    expect(alert.textContent).toContain('Failed to run predictions');

    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('summary-total')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('filters by name or category and counts each tab after the search', async () => {
    stubApi({ '/api/predictions/latest': predictionRun() });
    renderScreen();
    await screen.findByTestId('summary-total');
    expect(tabNames()).toEqual(['Overview', 'Urgent (2)', 'Moderate (1)', 'Safe (1)']);

    fireEvent.change(screen.getByLabelText('Search items'), { target: { value: 'DIABETES' } });
    expect(tabNames()).toEqual(['Overview', 'Urgent (1)', 'Moderate (0)', 'Safe (0)']);
    expect(
      screen.getAllByTestId('prediction-card').map((card) => card.querySelector('h3')?.textContent),
    ).toEqual(['Insulin pens']);
    expect(screen.getByText('No Watch Items')).toBeTruthy();

    // An empty tab's View Recommendations leads to the group that has items.
    const moderate = await openTab(/Moderate/);
    expect(moderate.getByText('No Moderate Alerts')).toBeTruthy();
    fireEvent.click(moderate.getByRole('button', { name: 'View Recommendations' }));
    expect((await screen.findByRole('tab', { name: 'Urgent (1)' })).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows the safety margin on the safe tab and days until stockout elsewhere', async () => {
    stubApi({ '/api/predictions/latest': predictionRun() });
    renderScreen();
    const urgent = await openTab(/Urgent/);
    expect(urgent.getAllByText('Days Until Stockout')).toHaveLength(2);
    expect(urgent.queryByText('Safety Margin')).toBeNull();

    const safe = await openTab(/Safe/);
    const card = safe.getByTestId('prediction-card');
    expect(within(card).getByText('Safety Margin').nextSibling?.textContent).toBe('76');
    expect(within(card).queryByText('Days Until Stockout')).toBeNull();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(card.textContent).toContain('Stable');
  });

  it('lets staff read the results but not run an analysis', async () => {
    stubApi({
      '/api/predictions/latest': () => json(null),
      '/api/auth/session': sessionFor('staff'),
    });
    renderScreen();
    expect(await waitForSession()).toBe('staff');
    expect(await screen.findByRole('heading', { name: 'Ready for AI Analysis' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Analysis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run Analysis' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
  });

  it('copies a share link holding the timeframe, tab and search', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubApi({ '/api/predictions/latest': predictionRun() });
    renderScreen();
    await openTab(/Moderate/);
    fireEvent.change(screen.getByLabelText('Search items'), { target: { value: 'gauze' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalled());
    const link = new URL(String((writeText.mock.calls[0] as unknown[])[0]));
    expect(Object.fromEntries(link.searchParams)).toEqual({ timeframe: '30d', tab: 'moderate', q: 'gauze' });
  });

  it('saves the service level from Settings as a share of 1', async () => {
    const fetch = stubApi({
      '/api/predictions/latest': () => json(null),
      'GET /api/predictions/settings': { serviceLevel: 0.95 },
      'PUT /api/predictions/settings': (_url, init) => json(JSON.parse(String(init?.body))),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const field = await screen.findByLabelText('Service level (%)');
    expect((field as HTMLInputElement).value).toBe('95');
    fireEvent.change(field, { target: { value: '99.9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a service level from 50 to 99.5 %.')).toBeTruthy();

    fireEvent.change(field, { target: { value: '97.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByTestId('prediction-settings-dialog')).toBeNull());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ serviceLevel: 0.975 });
  });
});
