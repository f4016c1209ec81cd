import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryHttpError } from '@/api/memory/memory-http-error';
import { setUpI18n } from '@/testing/i18n';
import { fakeBackend } from '../testing/fake-backend';
import { entry, PATIENT_ID, processed, task } from '../testing/memory-fixtures';
import { renderWorkspace } from '../testing/render-workspace';

const history = () => within(screen.getByRole('region', { name: 'Conversation history' }));
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');
const photo = new File([new Uint8Array([137, 80, 78, 71])], 'birthday-card.png', { type: 'image/png' });

/** Waits for the start-up load (history, tasks, report) to end. */
const ready = () =>
  waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Upload Image' }))).toBe(false));

describe('conversation entries: images, reading aloud, Make task', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('memory');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uploads an image with its caption; the reply reads "Processed image:" and what was read in it', async () => {
    const backend = fakeBackend();
    const ai = entry({ id: '2-ai', memoryId: 2, kind: 'image', content: 'A birthday card from Amy.' });
    backend.processImage.mockResolvedValue(
      processed('Amy’s birthday card', { imageText: 'Happy birthday Grandma', entries: [ai] }),
    );
    renderWorkspace(backend);
    await ready();

    const input = screen.getByTestId('memory-image-input') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/gif,image/bmp,image/webp');
    fireEvent.change(input, { target: { files: [photo] } });
    const form = within(screen.getByTestId('memory-image-form'));
    expect(form.getByText('Image: birthday-card.png')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Caption'), { target: { value: ' Amy’s birthday card ' } });
    fireEvent.click(form.getByRole('button', { name: 'Process' }));

    const reply = within(await history().findByTestId('memory-entry'));
    expect(backend.processImage).toHaveBeenCalledWith(PATIENT_ID, photo, 'Amy’s birthday card');
    expect(reply.getByText('Processed image: A birthday card from Amy.')).toBeTruthy();
    expect(reply.getByText('Text in the image: Happy birthday Grandma')).toBeTruthy();
    expect(history().queryByText('You')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('memory-image-form')).toBeNull());
  });

  it('refuses an image over the size limit without sending it', async () => {
    renderWorkspace(fakeBackend());
    await ready();
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('memory-image-input'), { target: { files: [huge] } });
    expect(screen.getByRole('alert').textContent).toBe('This image is over 10 MB. Choose a smaller one.');
    expect(screen.queryByTestId('memory-image-form')).toBeNull();
  });

  it('reads an AI reply aloud in live mode, and reports only the status when that fails', async () => {
    const play = vi.fn(async () => undefined);
    vi.stubGlobal(
      'Audio',
      class {
        play = play;
        addEventListener() {}
      },
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:reply');
    const backend = fakeBackend();
    backend.history.mockResolvedValue([entry()]);
    renderWorkspace(backend);
    await ready();

    // The history loads on its own, apart from the connection check that `ready` waits for.
    fireEvent.click(await history().findByRole('button', { name: 'Read this reply aloud' }));
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(backend.speak).toHaveBeenCalledWith('You fell in the kitchen and hurt your wrist.');

    backend.speak?.mockRejectedValueOnce(new MemoryHttpError(503, null));
    fireEvent.click(history().getByRole('button', { name: 'Read this reply aloud' }));
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP error! status: 503');
  });

  it('has no read-aloud button where the backend cannot speak (the demo)', async () => {
    const backend = fakeBackend({ mode: 'demo' });
    backend.history.mockResolvedValue([entry()]);
    renderWorkspace(backend);
    await history().findByText('AI Assistant');
    expect(history().queryByRole('button', { name: 'Read this reply aloud' })).toBeNull();
  });

  it('makes a one-day task of a dated action item, reads the tasks again and offers it no more', async () => {
    const backend = fakeBackend();
    backend.history.mockResolvedValue([entry({ memoryId: 1 })]);
    renderWorkspace(backend);
    await ready();
    // Only the dated action item can become a task.
    expect(await history().findAllByRole('button', { name: /^Make task/ })).toHaveLength(1);

    backend.tasks.mockResolvedValueOnce([task({ taskId: 4, summary: 'Call Dr Patel', sourceMemoryId: 1 })]);
    fireEvent.click(history().getByRole('button', { name: 'Make task: Call Dr Patel' }));
    expect(await history().findByText('Task made')).toBeTruthy();
    expect(backend.createTask).toHaveBeenCalledWith({
      patientId: PATIENT_ID,
      summary: 'Call Dr Patel',
      description: '',
      startDate: '2026-11-21',
      endDate: '2026-11-21',
      sourceMemoryId: 1,
    });
    expect(backend.tasks).toHaveBeenCalledTimes(2);
    expect(history().queryByRole('button', { name: /^Make task/ })).toBeNull();
  });

  it('names the carer who entered a memory for the patient', async () => {
    const backend = fakeBackend();
    backend.history.mockResolvedValue([entry({ type: 'user', analysis: null, enteredBy: 'Nurse Maria' })]);
    renderWorkspace(backend);
    expect(await history().findByText('Entered by Nurse Maria')).toBeTruthy();
  });
});
