import type { AccountRole } from '@careledger/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { predictionRun } from '@/testing/prediction-run';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { json, stubApi } from '@/testing/stub-api';
import { RestockingPanel } from './restocking-panel';

const summary = {
  totalSupplies: 3,
  needsRestocking: 1,
  activeAlerts: 0,
  criticalAlerts: 0,
  purchaseOrders: 0,
  pendingOrders: 0,
  suppliers: 1,
};
const notRunYet = () => json(null);

function renderAs(role: AccountRole, latest: () => Response) {
  const fetch = stubApi({
    '/api/auth/session': sessionFor(role),
    '/api/inventory/summary': summary,
    'GET /api/predictions/latest': latest,
    'POST /api/predictions/run': () =>
      json(predictionRun({ summary: { ...predictionRun().summary, riskLevel: 'Medium', riskScore: 42.5 } })),
  });
  renderWithProviders(<RestockingPanel />);
  return fetch;
}
const runs = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url, init]) => String(url) === '/api/predictions/run' && init?.method === 'POST');

describe('RestockingPanel', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('inventory');
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('runs the 30-day forecast by itself when items exist and none is stored, then shows risk and trend', async () => {
    const fetch = renderAs('manager', notRunYet);
    expect(await screen.findByTestId('restocking-risk')).toHaveProperty('textContent', 'Medium (42.5 %)');
    expect(screen.getByTestId('restocking-trend').dataset.trend).toMatch(/up|down|stable/);
    expect(JSON.parse(String(runs(fetch)[0]?.[1]?.body))).toEqual({ timeframe: '30d' });
    expect(runs(fetch)).toHaveLength(1);
  });

  it('shows today’s stored run without running again', async () => {
    const today = predictionRun({
      summary: {
        ...predictionRun().summary,
        timestamp: new Date().toISOString(),
        riskLevel: 'Low',
        riskScore: 5,
      },
    });
    const fetch = renderAs('manager', () => json(today));
    expect(await screen.findByTestId('restocking-risk')).toHaveProperty('textContent', 'Low (5 %)');
    expect(runs(fetch)).toHaveLength(0);
  });

  it('never runs for a role that may not; it says no forecast has run yet', async () => {
    const fetch = renderAs('staff', notRunYet);
    expect(await screen.findByText('No forecast has run for this time range yet.')).toBeTruthy();
    await waitFor(() => expect(runs(fetch)).toHaveLength(0));
  });
});
