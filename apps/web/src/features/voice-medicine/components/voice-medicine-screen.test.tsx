import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { answer } from '@/testing/medicine-fixtures';
import { serverWord } from '@/testing/server-word';
import { json, stubApi } from '@/testing/stub-api';
import { installFakeSpeechRecognition, removeSpeechRecognition } from '../testing/fake-speech-recognition';
import {
  button,
  click,
  openTab,
  recommendBody,
  renderVoiceScreen,
  speech,
  statusText,
} from '../testing/voice-screen';

describe('VoiceMedicineScreen: listening and processing', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['voice', 'messages']);
  });
  beforeEach(() => installFakeSpeechRecognition());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    removeSpeechRecognition();
  });

  it('says the recogniser may send audio to its vendor before anyone starts, and is Ready', () => {
    stubApi();
    renderVoiceScreen();
    const notice = screen.getByTestId('speech-privacy-notice');
    expect(notice.textContent).toContain("may send the audio to the browser's vendor (Google, in Chrome)");
    expect(statusText()).toContain('Ready');
    expect(button('Start Listening').disabled).toBe(false);
    expect(button('Stop & Process').disabled).toBe(true);
  });

  it('Start Listening listens in English (US), continuously, for final results only', () => {
    stubApi();
    renderVoiceScreen();
    click('Start Listening');
    expect(statusText()).toContain('Listening...');
    expect(speech.isListening()).toBe(true);
    expect(speech.settings()).toEqual({ lang: 'en-US', continuous: true, interimResults: false });
    expect(button('Start Listening').disabled).toBe(true);
    expect(button('Stop & Process').disabled).toBe(false);
  });

  it('adds up the final results in What You Said, skips interim ones, and shows the confidence', () => {
    stubApi();
    renderVoiceScreen();
    click('Start Listening');
    speech.say('I have a headache', 0.92);
    speech.say('and a fev', 0.4, false);
    speech.say('and a fever', 0.8);
    expect(screen.getByTestId('voice-transcript').textContent).toBe('I have a headache and a fever');
    // Weighted by length: (17 × 0.92 + 11 × 0.8) / 28 = 0.873.
    expect(screen.getByTestId('voice-confidence').textContent).toBe('87%');
  });

  it('Stop & Process sends all that was heard, shows work in progress, then the recommendations', async () => {
    let reply: (response: Response) => void = () => undefined;
    const fetch = stubApi({
      'POST /api/medicine/recommend': () => new Promise<Response>((resolve) => (reply = resolve)),
    });
    renderVoiceScreen();
    click('Start Listening');
    speech.say('I have a headache', 0.9);
    click('Stop & Process');
    expect(statusText()).toContain('Processing...');
    // Words the recogniser delivers between stop() and its end still count.
    speech.say('and a fever', 0.9);

    await waitFor(() => expect(recommendBody(fetch)).toBeDefined());
    expect(recommendBody(fetch)).toEqual({
      symptoms: 'I have a headache and a fever',
      includeRestocking: true,
    });
    const progress = screen.getByRole('progressbar', { name: 'Processing the symptoms' });
    expect(progress.hasAttribute('aria-valuenow')).toBe(false);
    expect(statusText()).toContain('Processing...');

    reply(json(answer()));
    const tab = await screen.findByRole('tabpanel', { name: 'Recommendations' });
    const panel = within(tab);
    expect(panel.getByTestId('voice-urgency').textContent).toBe('Urgency: Low');
    expect(panel.getByTestId('voice-urgency').dataset.colour).toBe('green');
    expect(panel.getByTestId('possible-conditions').textContent).toContain(
      serverWord('medicine.conditions.tension_headache', 'Tension headache'),
    );
    const headache = serverWord('medicine.symptoms.headache', 'Headache');
    const fever = serverWord('medicine.symptoms.fever', 'Fever');
    expect(panel.getByText(headache)).toBeTruthy();
    const cards = panel.getAllByTestId('voice-recommendation');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Ibuprofen 200 mg tablets' })).toBeTruthy();
    expect(first.getByText('1 tablet every 4 to 6 hours while symptoms persist.')).toBeTruthy();
    expect(first.getByText('Upset stomach')).toBeTruthy();
    expect(first.getByText(`For: ${headache}, ${fever}`)).toBeTruthy();
    expect(first.getByTestId('stock-badge').textContent).toBe('In stock');
    expect(within(cards[1] as HTMLElement).getByTestId('stock-badge').textContent).toBe('Out of stock');
    expect(panel.getByTestId('answer-disclaimer').textContent).toBe(
      serverWord('medicine.disclaimer', 'Decision support only, not a diagnosis.'),
    );
    expect(statusText()).toContain('Ready');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a speech error shows its code, ends listening and offers typing instead', async () => {
    stubApi();
    renderVoiceScreen();
    click('Start Listening');
    speech.say('my throat', 0.7);
    speech.fail('not-allowed');
    expect(screen.getByRole('alert').textContent).toBe('Speech recognition error: not-allowed');
    expect(statusText()).toContain('Ready');
    expect(screen.getByRole('textbox', { name: 'Symptoms' })).toBeTruthy();
    await waitFor(() => expect(button('Start Listening').disabled).toBe(false));
    expect(speech.isListening()).toBe(false);
  });

  it('when recognition ends by itself, listening ends and Stop & Process sends what was heard', async () => {
    const fetch = stubApi({ 'POST /api/medicine/recommend': answer() });
    renderVoiceScreen();
    click('Start Listening');
    speech.say('a runny nose', 0.85);
    speech.end();
    expect(statusText()).toContain('Ready');
    expect(button('Start Listening').disabled).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(recommendBody(fetch)).toBeUndefined();

    click('Stop & Process');
    await screen.findByRole('tabpanel', { name: 'Recommendations' });
    expect(recommendBody(fetch)).toEqual({ symptoms: 'a runny nose', includeRestocking: true });
  });

  it('stopping before anything was heard says so and sends nothing', async () => {
    const fetch = stubApi();
    renderVoiceScreen();
    click('Start Listening');
    click('Stop & Process');
    expect(await screen.findByText(/Nothing was heard/)).toBeTruthy();
    expect(recommendBody(fetch)).toBeUndefined();
  });

  it('a failed request says Failed to process voice input, with the server’s reason', async () => {
    stubApi({
      'POST /api/medicine/recommend': () =>
        json(
          { error: 'VALIDATION_FAILED', message: 'Describe the symptoms in at most 2000 characters.' },
          400,
        ),
    });
    renderVoiceScreen();
    click('Start Listening');
    speech.say('a headache', 0.9);
    click('Stop & Process');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to process voice input');
    expect(alert.textContent).toContain('Describe the symptoms in at most 2000 characters.');
    expect(statusText()).toContain('Ready');
    expect((await openTab('Voice Analysis')).getByTestId('voice-transcript').textContent).toBe('a headache');
  });
});
