import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoBackend, DEMO_PATIENT_ID } from './create-demo-backend';

// Issue 16: the demo "runs the same engine in the browser ... and makes no network call", with no simulated delays.
describe('a whole demo session', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes no network call and waits on no timer', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('The demo called fetch.'));
    const openSpy = vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(() => {
      throw new Error('The demo opened an XMLHttpRequest.');
    });
    const timerSpy = vi.spyOn(globalThis, 'setTimeout');

    const backend = createDemoBackend();
    await backend.checkStatus();
    const history = await backend.history(DEMO_PATIENT_ID);
    const told = await backend.processText(DEMO_PATIENT_ID, 'My sister Ann rang from Glasgow this evening.');
    const image = new File([new Uint8Array([255, 216, 255])], 'garden.jpg', { type: 'image/jpeg' });
    const shown = await backend.processImage(DEMO_PATIENT_ID, image, 'The roses in my garden are out.');
    const answer = await backend.query(DEMO_PATIENT_ID, 'Who rang from Glasgow?');
    const tasks = await backend.tasks(DEMO_PATIENT_ID);
    const created = await backend.createTask({
      patientId: DEMO_PATIENT_ID,
      summary: 'Send Ann a birthday card',
      startDate: '2030-01-01',
      endDate: '2030-01-02',
    });
    const completed = await backend.completeTask(DEMO_PATIENT_ID, created.taskId);
    const report = await backend.report(DEMO_PATIENT_ID, 3);

    // The session did its work...
    expect(history.length).toBeGreaterThan(0);
    expect(told.entries).toHaveLength(2);
    expect(shown.entries).toHaveLength(1);
    expect(answer.answer).toContain('Ann');
    expect(tasks).toHaveLength(3);
    expect(completed.completed).toBe(true);
    expect(report.totalInteractions).toBeGreaterThanOrEqual(2);
    // ...without the network or a timer.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(openSpy).not.toHaveBeenCalled();
    expect(timerSpy).not.toHaveBeenCalled();
  });
});
