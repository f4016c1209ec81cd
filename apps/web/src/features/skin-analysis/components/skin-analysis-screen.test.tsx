import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '@/api/skin-analysis/testing/fake-xhr';
import {
  lesionPhoto,
  OTHER_PATIENT_ID,
  SKIN_PATIENT_ID,
  skinResult,
} from '@/api/skin-analysis/testing/skin-fixtures';
import { expectNoSeriousAxeViolations } from '@/testing/axe';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { type ApiRoute, stubApi } from '@/testing/stub-api';
import { stubBrowserGaps } from '../testing/browser-stubs';
import { choose, formFields, openTab, sentRequest } from '../testing/skin-queries';
import { SkinAnalysisScreen } from './skin-analysis-screen';

/** The first answers wait for the session, the patients and lazily loaded schemas: slow on a busy machine. */
const WAIT = { timeout: 5000 };
const SLOW = 20_000;

function skinApi(overrides: Record<string, ApiRoute> = {}) {
  return stubApi({
    'GET /api/skin-analysis/patients': [
      { id: SKIN_PATIENT_ID, name: 'Margaret Demo' },
      { id: OTHER_PATIENT_ID, name: 'Walter Other' },
    ],
    'GET /api/skin-analysis/history': { analyses: [] },
    ...overrides,
  });
}

const historyRequests = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/skin-analysis/history'));

describe('SkinAnalysisScreen', () => {
  beforeAll(async () => {
    stubBrowserGaps();
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('skin');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'shows a carer the title, the patient select, both tabs and the empty history, without serious axe findings',
    async () => {
      const fetch = skinApi();
      const { container } = renderWithProviders(<SkinAnalysisScreen />);
      expect(await screen.findByRole('heading', { level: 1, name: 'AI Skin Analysis' })).toBeTruthy();
      expect((await screen.findByRole('combobox', { name: 'Patient' }, WAIT)).textContent).toContain(
        'Margaret Demo',
      );
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Basic Analysis',
        'Enhanced AI',
      ]);
      const basic = openTab('Basic Analysis');
      expect(await basic.findByText('No earlier analyses of this body part.', {}, WAIT)).toBeTruthy();
      expect(historyRequests(fetch)).toContain(
        `/api/skin-analysis/history?userId=${SKIN_PATIENT_ID}&bodyPart=other`,
      );
      await expectNoSeriousAxeViolations(container);
    },
    SLOW,
  );

  it(
    'acts for a patient as themselves: no patient select, their own id',
    async () => {
      const patient = sessionFor('user', { id: OTHER_PATIENT_ID });
      const fetch = skinApi({ '/api/auth/session': patient });
      renderWithProviders(<SkinAnalysisScreen />);
      await screen.findByRole('tab', { name: 'Basic Analysis' }, WAIT);
      const basic = openTab('Basic Analysis');
      expect(await basic.findByText('No earlier analyses of this body part.', {}, WAIT)).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: 'Patient' })).toBeNull();
      expect(historyRequests(fetch)).toEqual([
        `/api/skin-analysis/history?userId=${OTHER_PATIENT_ID}&bodyPart=other`,
      ]);
      expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/skin-analysis/patients');
    },
    SLOW,
  );

  it(
    'says honestly what Enhanced AI does, with the spec’s three headings and no accuracy figure',
    async () => {
      skinApi();
      renderWithProviders(<SkinAnalysisScreen />);
      await screen.findByRole('combobox', { name: 'Patient' }, WAIT);
      const enhanced = openTab('Enhanced AI');
      for (const heading of ['Advanced AI', 'High Accuracy', 'Real-time']) {
        expect(enhanced.getByRole('heading', { level: 3, name: heading })).toBeTruthy();
      }
      const panel = screen.getByRole('tabpanel', { name: 'Enhanced AI' }).textContent ?? '';
      expect(panel).toContain('dots, globules and structureless areas');
      expect(panel).toContain('not the accuracy of a trained model');
      expect(panel).not.toMatch(/\d+(\.\d+)?\s?%/);
    },
    SLOW,
  );

  it.each([
    ['Basic Analysis', '/api/skin-analysis'],
    ['Enhanced AI', '/api/enhanced-skin-analysis'],
  ] as const)(
    '%s sends the chosen patient’s photo to %s and reloads the history after the result',
    async (tab, url) => {
      const fetch = skinApi();
      const sent = stubXhr();
      renderWithProviders(<SkinAnalysisScreen />);
      await screen.findByRole('combobox', { name: 'Patient' }, WAIT);
      await choose(screen, 'Patient', 'Walter Other');
      const panel = openTab(tab);
      await panel.findByText('No earlier analyses of this body part.', {}, WAIT);
      await choose(panel, 'Body location', 'Legs');
      await panel.findByRole('heading', { name: 'Earlier analyses: Legs' });
      fireEvent.change(within(screen.getByRole('tabpanel', { name: tab })).getByTestId('skin-image-input'), {
        target: { files: [lesionPhoto()] },
      });
      fireEvent.click(panel.getByRole('button', { name: 'Analyze Lesion' }));

      const request = await sentRequest(sent);
      expect(`${request.method} ${request.url}`).toBe(`POST ${url}`);
      expect(formFields(request.body)).toEqual({
        userId: OTHER_PATIENT_ID,
        skinType: 'III',
        bodyPart: 'legs',
        hasEvolved: 'false',
        evolutionWeeks: '0',
      });
      const legs = `/api/skin-analysis/history?userId=${OTHER_PATIENT_ID}&bodyPart=legs`;
      await waitFor(() => expect(historyRequests(fetch).filter((u) => u === legs)).toHaveLength(1));

      request.respond(
        200,
        skinResult({
          userId: OTHER_PATIENT_ID,
          bodyPart: 'legs',
          analysis: { ...skinResult().analysis, analysisType: tab === 'Enhanced AI' ? 'enhanced' : 'basic' },
        }),
      );
      expect(await panel.findByTestId('skin-result')).toBeTruthy();
      await waitFor(() => expect(historyRequests(fetch).filter((u) => u === legs)).toHaveLength(2));
    },
    SLOW,
  );

  it(
    'shows the server’s refusal from the endpoint',
    async () => {
      skinApi();
      const sent = stubXhr();
      renderWithProviders(<SkinAnalysisScreen />);
      await screen.findByRole('combobox', { name: 'Patient' }, WAIT);
      const basic = openTab('Basic Analysis');
      fireEvent.change(
        within(screen.getByRole('tabpanel', { name: 'Basic Analysis' })).getByTestId('skin-image-input'),
        {
          target: { files: [lesionPhoto()] },
        },
      );
      fireEvent.click(basic.getByRole('button', { name: 'Analyze Lesion' }));
      (await sentRequest(sent)).respond(413, {
        error: 'PAYLOAD_TOO_LARGE',
        message: 'The photo is over 15 MB.',
      });
      expect((await basic.findByRole('alert')).textContent).toBe('The photo is over 15 MB.');
    },
    SLOW,
  );
});
