import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { VoiceMedicineScreen } from '../components/voice-medicine-screen';
import type { FakeSpeech, FakeSpeechWindow } from './fake-speech-recognition';

// The voice screen's component tests: render it, speak through the fake recogniser, read the tabs.

export function renderVoiceScreen() {
  return renderWithProviders(<VoiceMedicineScreen />);
}

/** The fake recogniser's controls, each step inside act() as a browser event would be. */
export const speech = {
  say: (text: string, confidence?: number, isFinal?: boolean) =>
    act(() => current().say(text, confidence, isFinal)),
  fail: (code: string) => act(() => current().fail(code)),
  end: () => act(() => current().end()),
  settings: () => current().settings(),
  isListening: () => current().isListening(),
};

function current(): FakeSpeech {
  return (window as unknown as FakeSpeechWindow).__speech;
}

export const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
export const statusText = () => screen.getByTestId('voice-status').textContent;

export function click(name: string) {
  fireEvent.click(button(name));
}

/** The body of the last POST /api/medicine/recommend. */
export function recommendBody(fetch: { mock: { calls: unknown[][] } }) {
  const call = fetch.mock.calls.findLast(([url]) => String(url) === '/api/medicine/recommend');
  const init = call?.[1] as RequestInit | undefined;
  return init ? JSON.parse(String(init.body)) : undefined;
}

export async function openTab(name: string) {
  fireEvent.mouseDown(await screen.findByRole('tab', { name }));
  return within(await screen.findByRole('tabpanel', { name }));
}
