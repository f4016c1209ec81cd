import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ANALYSIS_ID,
  EARLIER_ID,
  SKIN_PATIENT_ID,
  skinResult,
} from '@/api/skin-analysis/testing/skin-fixtures';
import { expectNoSeriousAxeViolations } from '@/testing/axe';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { SkinHistory } from './skin-history';

const newer = skinResult();
const earlier = skinResult({
  id: EARLIER_ID,
  prediction: 'low_risk',
  tds: 3.2,
  timestamp: '2026-10-01T09:00:00.000Z',
  thumbnail: `/api/skin-analysis/${EARLIER_ID}/thumbnail`,
});

/** The history of the back, which a delete shortens as the server would. */
function historyApi(overrides = {}) {
  let analyses = [newer, earlier];
  return stubApi({
    'GET /api/skin-analysis/history': () => json({ analyses }),
    [`DELETE /api/skin-analysis/${ANALYSIS_ID}`]: () => {
      analyses = analyses.filter((analysis) => analysis.id !== ANALYSIS_ID);
      return new Response(null, { status: 204 });
    },
    ...overrides,
  });
}

const items = () => screen.getAllByTestId('skin-history-item');
const deleteButtons = () => screen.getAllByRole('button', { name: /^Delete the analysis of / });

describe('SkinHistory', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('skin');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the body part’s analyses, newest first, with photo, date, risk and TDS', async () => {
    const fetch = historyApi();
    const { container } = renderWithProviders(<SkinHistory userId={SKIN_PATIENT_ID} bodyPart="back" />);
    expect(await screen.findByRole('heading', { name: 'Earlier analyses: Back' })).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(2));
    const first = within(items()[0] as HTMLElement);
    expect(first.getByTestId('skin-prediction').textContent).toBe('High risk');
    expect(first.getByText('TDS 5.1')).toBeTruthy();
    expect(first.getByRole('img').getAttribute('src')).toBe(newer.thumbnail);
    expect(first.getByRole('img').getAttribute('alt')).toMatch(/^Photo of .*2026/);
    const second = within(items()[1] as HTMLElement);
    expect(second.getByTestId('skin-prediction').dataset.tone).toBe('green');
    expect(second.getByText('TDS 3.2')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `/api/skin-analysis/history?userId=${SKIN_PATIENT_ID}&bodyPart=back`,
    );
    await expectNoSeriousAxeViolations(container);
  });

  it('says when there is nothing yet', async () => {
    stubApi({ 'GET /api/skin-analysis/history': { analyses: [] } });
    renderWithProviders(<SkinHistory userId={SKIN_PATIENT_ID} bodyPart="face" />);
    expect(await screen.findByText('No earlier analyses of this body part.')).toBeTruthy();
  });

  it('keeps an analysis when the person says Keep it', async () => {
    const fetch = historyApi();
    renderWithProviders(<SkinHistory userId={SKIN_PATIENT_ID} bodyPart="back" />);
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.click(deleteButtons()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this analysis?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(items()).toHaveLength(2);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('deletes an analysis once confirmed and reloads the list', async () => {
    const fetch = historyApi();
    renderWithProviders(<SkinHistory userId={SKIN_PATIENT_ID} bodyPart="back" />);
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.click(deleteButtons()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this analysis?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(items()[0] as HTMLElement).getByText('TDS 3.2')).toBeTruthy();
    const requests = fetch.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`,
    );
    expect(requests).toEqual([
      'GET /api/skin-analysis/history',
      `DELETE /api/skin-analysis/${ANALYSIS_ID}`,
      'GET /api/skin-analysis/history',
    ]);
  });

  it('keeps the dialog open with the server’s sentence when the delete is refused', async () => {
    historyApi({
      [`DELETE /api/skin-analysis/${ANALYSIS_ID}`]: () =>
        json({ error: 'FORBIDDEN', message: 'You may not delete this analysis.' }, 403),
    });
    renderWithProviders(<SkinHistory userId={SKIN_PATIENT_ID} bodyPart="back" />);
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.click(deleteButtons()[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this analysis?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You may not delete this analysis.');
    expect(items()).toHaveLength(2);
  });
});
