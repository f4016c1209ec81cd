import { MESSAGES_NAMESPACE } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { answer, urgentAnswer } from '@/testing/medicine-fixtures';
import { renderWithProviders } from '@/testing/render';
import { serverWord } from '@/testing/server-word';
import { SessionReady, waitForSession } from '@/testing/session-ready';
import { json, stubApi } from '@/testing/stub-api';
import { RecommendationsTab } from './recommendations-tab';

const RECOMMEND = 'POST /api/medicine/recommend';
const submitButton = () => screen.getByRole('button', { name: 'Get AI Recommendations' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');
const typeSymptoms = (text: string) =>
  fireEvent.change(screen.getByLabelText('Symptoms'), { target: { value: text } });

async function ask(text = 'headache and a fever since yesterday') {
  typeSymptoms(text);
  fireEvent.click(submitButton());
}

describe('RecommendationsTab', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['medicine', MESSAGES_NAMESPACE]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps Get AI Recommendations disabled while the text is blank and while the request runs', async () => {
    stubApi({ [RECOMMEND]: () => new Promise<Response>(() => undefined) });
    renderWithProviders(<RecommendationsTab />);
    expect(isDisabled(submitButton())).toBe(true);
    typeSymptoms('   \n ');
    expect(isDisabled(submitButton())).toBe(true);
    typeSymptoms('sore throat');
    expect(isDisabled(submitButton())).toBe(false);
    expect(screen.getByTestId('answer-disclaimer').textContent).toContain('not a diagnosis');

    fireEvent.click(submitButton());
    const progress = await screen.findByRole('progressbar', { name: 'Analyzing the symptoms' });
    expect(progress.hasAttribute('aria-valuenow')).toBe(false);
    expect(progress.dataset.state).toBe('indeterminate');
    expect(isDisabled(submitButton())).toBe(true);
  });

  it('posts the symptoms and shows the answer: badges, cards, and details on expanding', async () => {
    const fetch = stubApi({ [RECOMMEND]: answer() });
    renderWithProviders(
      <>
        <SessionReady />
        <RecommendationsTab />
      </>,
    );
    await waitForSession();
    await ask();

    const progress = await screen.findByRole('progressbar', { name: 'Analysis complete' });
    expect(progress.getAttribute('aria-valuenow')).toBe('100');
    const post = fetch.mock.calls.find(([url]) => String(url) === '/api/medicine/recommend');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      userId: '00000000-0000-4000-8000-000000000005',
      symptoms: 'headache and a fever since yesterday',
      includeRestocking: true,
    });

    const badges = screen.getAllByTestId('symptom-badge').map((badge) => badge.textContent);
    expect(badges).toEqual([
      `${serverWord('medicine.symptoms.headache', 'Headache')} 90%`,
      `${serverWord('medicine.symptoms.fever', 'Fever')} 65%`,
    ]);

    const [ibuprofen, sertraline] = screen.getAllByTestId('medicine-card') as [HTMLElement, HTMLElement];
    const card = within(ibuprofen);
    expect(card.getByRole('heading', { name: 'Ibuprofen 200 mg tablets' })).toBeTruthy();
    expect(card.getByTestId('match').textContent).toBe('86% match');
    expect(card.getByTestId('match').dataset.colour).toBe('green');
    expect(card.getByTestId('stock').dataset.colour).toBe('green');
    expect(card.getByTestId('medicine-type').textContent).toBe('OTC');
    expect(ibuprofen.textContent).toContain('4.50');
    expect(ibuprofen.textContent).toContain('Pain reliever and fever reducer (NSAID).');
    expect(within(sertraline).getByTestId('match').dataset.colour).toBe('red');
    expect(within(sertraline).getByTestId('stock').dataset.colour).toBe('red');
    expect(within(sertraline).getByTestId('medicine-type').textContent).toBe('Prescription');

    const details = card.getByTestId('medicine-details');
    expect(details.hidden).toBe(true);
    const toggle = card.getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(details.hidden).toBe(false);
    expect(card.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    expect(details.textContent).toContain('1 tablet every 4 to 6 hours while symptoms persist.');
    expect(details.textContent).toContain('Take with food or milk.');
    expect(details.textContent).toContain(
      serverWord('medicine.reasons.matched', 'Treats headache and fever, both reported.', {
        symptoms: 'headache, fever',
      }),
    );
    const warnings = within(card.getByTestId('warnings'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(warnings).toEqual([
      serverWord('medicine.cautions.interaction', 'Taking warfarin: ask a doctor first.', {
        medicine: 'warfarin',
      }),
      'Stomach bleeding warning: may cause severe bleeding.',
    ]);
    expect(card.getByTestId('alternatives').textContent).toBe('Acetaminophen 500 mg tablets (8 in stock)');
    expect(card.queryByTestId('prescription-notice')).toBeNull();

    fireEvent.click(within(sertraline).getByRole('button', { name: 'Show details' }));
    const notice = within(sertraline).getByTestId('prescription-notice').textContent;
    expect(notice).toContain('Prescription required');
    expect(notice).toContain('See a clinician about these symptoms.');

    expect(screen.getByTestId('possible-conditions').textContent).toContain(
      serverWord('medicine.conditions.tension_headache', 'Tension headache'),
    );
    expect(screen.getByTestId('answer-notes').textContent).toContain(
      serverWord(
        'medicine.notes.contextUsed',
        'You mentioned taking warfarin; that was taken into account.',
        {
          context: 'warfarin',
        },
      ),
    );
    expect(screen.getByTestId('answer-disclaimer').textContent).toContain(
      serverWord('medicine.disclaimer', 'Decision support only, not a diagnosis.'),
    );
  });

  it('shows a red-flag answer as an urgent alert with each sign and what to do, and no medicine', async () => {
    stubApi({ [RECOMMEND]: urgentAnswer() });
    renderWithProviders(<RecommendationsTab />);
    await ask('crushing chest pain and I cannot breathe');

    const panel = await screen.findByRole('alert');
    expect(panel.dataset.testid).toBe('urgent-referral');
    expect(within(panel).getByRole('heading', { name: 'Seek medical help now' })).toBeTruthy();
    const flags = within(panel)
      .getAllByTestId('red-flag')
      .map((flag) => flag.textContent);
    expect(flags).toEqual([
      serverWord('medicine.redFlags.chest_pain.name', 'Chest pain') +
        serverWord('medicine.redFlags.chest_pain.action', 'Call emergency services now.'),
      serverWord('medicine.redFlags.trouble_breathing.name', 'Trouble breathing') +
        serverWord('medicine.redFlags.trouble_breathing.action', 'Call emergency services now; sit upright.'),
    ]);
    expect(screen.queryByTestId('medicine-card')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recommended Medicines' })).toBeNull();
    expect(screen.queryByTestId('possible-conditions')).toBeNull();
    expect(screen.getByTestId('answer-disclaimer')).toBeTruthy();
  });

  it('says the server’s own sentence when it sent one', async () => {
    stubApi({
      [RECOMMEND]: () =>
        json({ error: 'VALIDATION_FAILED', message: 'Describe the symptoms: the text is empty.' }, 400),
    });
    renderWithProviders(<RecommendationsTab />);
    await ask();
    expect((await screen.findByRole('alert')).textContent).toBe('Describe the symptoms: the text is empty.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(isDisabled(submitButton())).toBe(false);
  });

  it('says Failed to get recommendations when the answer carries no sentence', async () => {
    stubApi({ [RECOMMEND]: () => new Response('Bad Gateway', { status: 502 }) });
    renderWithProviders(<RecommendationsTab />);
    await ask();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get recommendations');
  });

  it('says Network error. Please try again. when the server cannot be reached', async () => {
    stubApi({
      [RECOMMEND]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<RecommendationsTab />);
    await ask();
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
  });
});
