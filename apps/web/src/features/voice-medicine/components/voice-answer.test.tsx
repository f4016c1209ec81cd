import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { answer, medicine, medicinePage, recommendation, urgentAnswer } from '@/testing/medicine-fixtures';
import { serverWord } from '@/testing/server-word';
import { stubApi } from '@/testing/stub-api';
import { installFakeSpeechRecognition, removeSpeechRecognition } from '../testing/fake-speech-recognition';
import { click, openTab, recommendBody, renderVoiceScreen, speech } from '../testing/voice-screen';

/** Says the symptoms and waits for the answer's tab. */
async function sayAndProcess(text: string) {
  click('Start Listening');
  speech.say(text, 0.9);
  click('Stop & Process');
  return within(await screen.findByRole('tabpanel', { name: 'Recommendations' }));
}

describe('VoiceMedicineScreen: answers', () => {
  let i18n: Awaited<ReturnType<typeof setUpI18n>>;
  beforeAll(async () => {
    Element.prototype.scrollIntoView = () => undefined;
    i18n = await setUpI18n();
    await i18n.loadNamespaces(['voice', 'messages']);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    removeSpeechRecognition();
  });

  it('without a recogniser, says so and processes typed symptoms the same way', async () => {
    const fetch = stubApi({ 'POST /api/medicine/recommend': answer() });
    renderVoiceScreen();
    expect(screen.getByTestId('speech-unsupported').textContent).toBe(
      'Speech recognition not supported in this browser',
    );
    expect(screen.queryByRole('button', { name: 'Start Listening' })).toBeNull();
    expect(screen.queryByTestId('speech-privacy-notice')).toBeNull();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Process Symptoms' });
    expect(submit.disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Symptoms' }), {
      target: { value: ' a headache and a fever ' },
    });
    fireEvent.click(submit);
    const panel = within(await screen.findByRole('tabpanel', { name: 'Recommendations' }));
    expect(panel.getAllByTestId('voice-recommendation')).toHaveLength(2);
    expect(recommendBody(fetch)).toEqual({ symptoms: 'a headache and a fever', includeRestocking: true });

    const analysis = await openTab('Voice Analysis');
    expect(analysis.getByTestId('voice-transcript').textContent).toBe('a headache and a fever');
    expect(analysis.getByTestId('voice-confidence').textContent).toBe('Typed, not spoken');
  });

  it('a red flag shows the urgent panel with what to do, no medicines, and the disclaimer', async () => {
    installFakeSpeechRecognition();
    stubApi({ 'POST /api/medicine/recommend': urgentAnswer() });
    renderVoiceScreen();
    const panel = await sayAndProcess('crushing chest pain');

    const urgent = panel.getByRole('alert');
    expect(within(urgent).getByRole('heading', { name: 'Seek medical help now' })).toBeTruthy();
    expect(urgent.textContent).toContain(serverWord('medicine.redFlags.chest_pain.name', 'Chest pain'));
    expect(urgent.textContent).toContain(
      serverWord('medicine.redFlags.chest_pain.action', 'Call emergency services now.'),
    );
    expect(panel.getByTestId('voice-urgency').textContent).toBe('Urgency: High');
    expect(panel.getByTestId('voice-urgency').dataset.colour).toBe('red');
    expect(panel.queryAllByTestId('voice-recommendation')).toHaveLength(0);
    expect(panel.queryByRole('heading', { name: 'Medicines' })).toBeNull();
    expect(panel.queryByTestId('possible-conditions')).toBeNull();
    expect(panel.getByTestId('answer-disclaimer').textContent).toBe(
      serverWord('medicine.disclaimer', 'Decision support only, not a diagnosis.'),
    );
  });

  it('words the server’s codes from the catalogue, with its English where the catalogue has none', async () => {
    i18n.addResourceBundle('en', 'messages', {
      medicine: {
        conditions: { voice_test_flu: 'Influenza (flu)' },
        voiceTestNotes: { rest: 'Rest and drink {{amount}}.' },
      },
    });
    installFakeSpeechRecognition();
    stubApi({
      'POST /api/medicine/recommend': answer({
        urgency: 'medium',
        possibleConditions: [
          { key: 'voice_test_flu', name: 'Flu', confidence: 0.75 },
          { key: 'voice_test_unknown', name: 'Something else', confidence: 0.2 },
        ],
        notes: [{ key: 'voiceTestNotes.rest', params: { amount: 'plenty of fluids' } }],
        noteTexts: ['Rest.'],
        recommendations: [
          recommendation({
            prescriptionRequired: true,
            seeClinician: true,
            cautions: [{ key: 'voiceTestCautions.none', params: {} }],
            warnings: ['Pregnant: ask a doctor first.', 'Label warning.'],
          }),
        ],
      }),
    });
    renderVoiceScreen();
    const panel = await sayAndProcess('aches and a fever');

    const conditions = panel.getByTestId('possible-conditions').textContent;
    expect(conditions).toContain('Influenza (flu)75%');
    expect(conditions).toContain('Something else20%');
    expect(panel.getByText('Rest and drink plenty of fluids.')).toBeTruthy();
    expect(panel.getByTestId('voice-urgency').dataset.colour).toBe('yellow');
    const card = within(panel.getByTestId('voice-recommendation'));
    expect(card.getByText('Prescription only')).toBeTruthy();
    expect(card.getByText(/not to take without a prescription/)).toBeTruthy();
    expect(card.getByText('Pregnant: ask a doctor first.')).toBeTruthy();
  });

  it('Stock Status shows the inventory’s live stock, or the answer’s figures said as such', async () => {
    installFakeSpeechRecognition();
    const fetch = stubApi({
      'POST /api/medicine/recommend': answer(),
      'GET /api/medicine/all': (url) =>
        new Response(
          JSON.stringify(
            url.includes('Ibuprofen')
              ? medicinePage([medicine({ stockQuantity: 7, stockStatus: 'critical', unit: 'tablets' })])
              : medicinePage([]),
          ),
        ),
    });
    renderVoiceScreen();
    await sayAndProcess('a headache and a fever');

    const stock = await openTab('Stock Status');
    await waitFor(() => expect(stock.getAllByText('Live from inventory')).toHaveLength(1));
    const [live, answered] = stock.getAllByTestId('voice-stock-row').map((row) => within(row));
    expect(live?.getByRole('rowheader').textContent).toBe('Ibuprofen 200 mg tablets');
    expect(live?.getByTestId('voice-stock-quantity').textContent).toBe('7 tablets');
    expect(live?.getByTestId('stock-badge').textContent).toBe('Low stock');
    expect(answered?.getByTestId('voice-stock-quantity').textContent).toBe('0');
    expect(answered?.getByTestId('stock-badge').textContent).toBe('Out of stock');
    expect(answered?.getByText('At the time of the answer')).toBeTruthy();
    const searched = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/medicine/all'));
    expect(searched).toContain('/api/medicine/all?search=Ibuprofen+200+mg+tablets&pageSize=50');
  });

  it('before any answer, Recommendations and Stock Status say how to get one', async () => {
    installFakeSpeechRecognition();
    stubApi();
    renderVoiceScreen();
    expect((await openTab('Recommendations')).getByText(/Press Stop & Process/)).toBeTruthy();
    expect((await openTab('Stock Status')).getByText(/shows here after an answer/)).toBeTruthy();
  });
});
