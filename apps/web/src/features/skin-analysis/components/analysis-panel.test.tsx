import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '@/api/skin-analysis/testing/fake-xhr';
import { lesionPhoto, SKIN_PATIENT_ID, skinResult } from '@/api/skin-analysis/testing/skin-fixtures';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { stubBrowserGaps } from '../testing/browser-stubs';
import { choose, dropFiles, formFields, sentRequest } from '../testing/skin-queries';
import { AnalysisPanel } from './analysis-panel';

function renderPanel() {
  stubApi({ 'GET /api/skin-analysis/history': { analyses: [] } });
  const sent = stubXhr();
  const view = renderWithProviders(<AnalysisPanel type="basic" userId={SKIN_PATIENT_ID} intro={null} />);
  return { ...view, sent };
}

const analyze = () => screen.getByRole('button', { name: 'Analyze Lesion' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');
const pick = (file: File) =>
  fireEvent.change(screen.getByTestId('skin-image-input'), { target: { files: [file] } });

describe('AnalysisPanel form', () => {
  beforeAll(async () => {
    stubBrowserGaps();
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('skin');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts at skin type III and body location other, and takes the spec’s picture types', () => {
    renderPanel();
    expect(screen.getByRole('combobox', { name: 'Skin type (Fitzpatrick)' }).textContent).toContain(
      'Type III: Sometimes burns, tans uniformly',
    );
    expect(screen.getByRole('combobox', { name: 'Body location' }).textContent).toContain('Other');
    expect(screen.getByTestId('skin-image-input').getAttribute('accept')).toContain('image/bmp');
    expect(screen.getByText(/PNG, JPG, JPEG, GIF, BMP/)).toBeTruthy();
  });

  it('offers the six Fitzpatrick types with their descriptions', async () => {
    renderPanel();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Skin type (Fitzpatrick)' }), { key: 'Enter' });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Type I: Always burns, never tans',
      'Type II: Usually burns, tans minimally',
      'Type III: Sometimes burns, tans uniformly',
      'Type IV: Burns minimally, always tans well',
      'Type V: Very rarely burns, tans very easily',
      'Type VI: Never burns, deeply pigmented',
    ]);
  });

  it('asks for the weeks only once the lesion has changed, and reads text that is no number as 0', () => {
    renderPanel();
    expect(screen.queryByLabelText('Weeks since evolution')).toBeNull();
    fireEvent.click(screen.getByLabelText('Lesion has evolved/changed'));
    const weeks = screen.getByLabelText('Weeks since evolution') as HTMLInputElement;
    expect(weeks.value).toBe('0');
    fireEvent.change(weeks, { target: { value: 'abc' } });
    fireEvent.blur(weeks);
    expect(weeks.value).toBe('0');
    fireEvent.change(weeks, { target: { value: '9999' } });
    fireEvent.blur(weeks);
    expect(weeks.value).toBe('520');
    fireEvent.click(screen.getByLabelText('Lesion has evolved/changed'));
    expect(screen.queryByLabelText('Weeks since evolution')).toBeNull();
  });

  it('keeps Analyze Lesion disabled without a photo and says so if the form is sent anyway', () => {
    const { sent } = renderPanel();
    expect(isDisabled(analyze())).toBe(true);
    fireEvent.submit(analyze().closest('form') as HTMLFormElement);
    expect(screen.getByRole('alert').textContent).toBe('Please select an image first');
    expect(sent).toEqual([]);
  });

  it('refuses a dropped file that is not an image and does not keep it', () => {
    renderPanel();
    dropFiles(screen.getByTestId('skin-drop-zone'), [
      new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }),
    ]);
    expect(screen.getByRole('alert').textContent).toBe(
      '“report.pdf” is not an image. Choose a PNG, JPG, JPEG, GIF or BMP photo.',
    );
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photo' })).toBeNull();
    expect(isDisabled(analyze())).toBe(true);
  });

  it('previews a dropped photo and lets it be analysed', () => {
    renderPanel();
    dropFiles(screen.getByTestId('skin-drop-zone'), [lesionPhoto()]);
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' }).getAttribute('src')).toBe(
      'blob:preview',
    );
    expect(screen.getByText('Chosen photo: mole.png')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(isDisabled(analyze())).toBe(false);
  });

  it('sends the fields chosen and the photo to the basic analysis', async () => {
    const { sent } = renderPanel();
    const photo = lesionPhoto();
    pick(photo);
    await choose(screen, 'Skin type (Fitzpatrick)', 'Type V: Very rarely burns, tans very easily');
    await choose(screen, 'Body location', 'Back');
    fireEvent.click(screen.getByLabelText('Lesion has evolved/changed'));
    fireEvent.change(screen.getByLabelText('Weeks since evolution'), { target: { value: 'six' } });
    fireEvent.change(screen.getByLabelText('Photo width (mm)'), { target: { value: '12.5' } });
    fireEvent.click(analyze());
    const request = await sentRequest(sent);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/skin-analysis']);
    expect(formFields(request.body)).toEqual({
      userId: SKIN_PATIENT_ID,
      skinType: 'V',
      bodyPart: 'back',
      hasEvolved: 'true',
      evolutionWeeks: '0',
      fieldOfViewMm: '12.5',
    });
    expect((request.body as FormData).get('image')).toBe(photo);
  });

  it('refuses a photo width outside 5–500 mm at the field and sends nothing', () => {
    const { sent } = renderPanel();
    pick(lesionPhoto());
    fireEvent.change(screen.getByLabelText('Photo width (mm)'), { target: { value: '2' } });
    fireEvent.click(analyze());
    expect(screen.getByRole('alert').textContent).toBe('Enter 5 or more.');
    expect(screen.getByLabelText('Photo width (mm)').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('follows the upload by bytes, then the analysis, then shows the result at 100', async () => {
    const { sent } = renderPanel();
    pick(lesionPhoto());
    fireEvent.click(analyze());
    const bar = () => screen.getByRole('progressbar', { name: 'Analysis progress' });
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    const request = await sentRequest(sent);
    request.progress(150, 600);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('25'));
    expect(screen.getByRole('status').textContent).toBe('Uploading the photo…');
    request.uploaded();
    await waitFor(() => expect(screen.getByText('Analysing…')).toBeTruthy());
    expect(bar().hasAttribute('aria-valuenow')).toBe(false);
    request.respond(200, skinResult());
    expect(await screen.findByTestId('skin-result')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Analysis complete')).toBeTruthy();
  });

  it('shows the result while the history it now belongs to is still reloading', async () => {
    const sent = stubXhr();
    let historyAsked = 0;
    // The first history answer comes at once; the reload after the analysis never does.
    stubApi({
      'GET /api/skin-analysis/history': () => {
        historyAsked += 1;
        return historyAsked === 1 ? json({ analyses: [] }) : new Promise<Response>(() => {});
      },
    });
    renderWithProviders(<AnalysisPanel type="basic" userId={SKIN_PATIENT_ID} intro={null} />);
    await waitFor(() => expect(historyAsked).toBe(1));
    pick(lesionPhoto());
    fireEvent.click(analyze());
    const request = await sentRequest(sent);
    request.uploaded();
    request.respond(200, skinResult());
    expect(await screen.findByTestId('skin-result')).toBeTruthy();
    expect(screen.getByText('Analysis complete')).toBeTruthy();
    expect(historyAsked).toBe(2);
  });

  it('Clear empties the form, the result and the progress', async () => {
    const { sent } = renderPanel();
    pick(lesionPhoto());
    await choose(screen, 'Body location', 'Back');
    fireEvent.click(screen.getByLabelText('Lesion has evolved/changed'));
    fireEvent.click(analyze());
    (await sentRequest(sent)).respond(200, skinResult());
    await screen.findByTestId('skin-result');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('skin-result')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photo' })).toBeNull();
    expect(screen.queryByLabelText('Weeks since evolution')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Body location' }).textContent).toContain('Other');
    expect(isDisabled(analyze())).toBe(true);
  });

  it('Clear cancels an analysis still running', async () => {
    const { sent } = renderPanel();
    pick(lesionPhoto());
    fireEvent.click(analyze());
    const request = await sentRequest(sent);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(request.isAborted()).toBe(true);
    // Let the cancelled request's rejection settle: it must not come back as an error.
    await act(async () => undefined);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'the server’s sentence',
      (request: { respond: (status: number, body?: unknown) => void }) =>
        request.respond(422, { error: 'LESION_NOT_FOUND', message: 'No lesion stands out from the skin.' }),
      'No lesion stands out from the skin.',
    ],
    [
      'Analysis failed for an answer without one',
      (request: { respond: (status: number, body?: unknown) => void }) =>
        request.respond(502, '<html>Bad gateway</html>'),
      'Analysis failed',
    ],
    [
      'Network error when the server cannot be reached',
      (request: { fail: () => void }) => request.fail(),
      'Network error. Please try again.',
    ],
  ])('shows %s', async (_case, answer, message) => {
    const { sent } = renderPanel();
    pick(lesionPhoto());
    fireEvent.click(analyze());
    answer(await sentRequest(sent));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('skin-result')).toBeNull();
  });
});
