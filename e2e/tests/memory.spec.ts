import type { CarerAlert, MemoryQueryResponse, ProcessMemoryResponse } from '@careledger/shared';
import type { Page } from '@playwright/test';
import { getJson } from '../fixtures/api';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

// Infinite Memory on the real memory API: what is told is analysed and stored, questions are answered from it,
// an image's words are read by OCR on the server, replies are spoken by the server, tasks and carer alerts are
// real. The demo runs the same engine in the browser and asks the network nothing.

/** A PNG of `text` drawn by the browser itself on a canvas, as a photographed note. */
async function drawnNote(page: Page, text: string): Promise<Buffer> {
  const base64 = await page.evaluate((words) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = 'black';
    context.font = '64px "DejaVu Sans", sans-serif';
    context.fillText(words, 40, 120);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, text);
  return Buffer.from(base64, 'base64');
}

test.describe('Infinite Memory, live', () => {
  test.use({ role: 'staff' });

  test('a carer tells, asks, uploads a note, hears a reply, and makes and completes a task for the demo patient', async ({
    page,
    request,
    freshServer,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${freshServer.url}/infinite-memory`);
    await expect(page.getByRole('heading', { level: 1, name: 'Infinite Memory' })).toBeVisible();
    await expect(page.getByTestId('memory-status')).toHaveText('Connected');
    await expect(page.getByTestId('memory-patient')).toContainText('Sam Rivera');
    const history = page.getByRole('region', { name: 'Conversation history' });
    await expect(history.getByText('AI Assistant').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Told in the box, sent with Enter: the person's words, then the analysed reply.
    const told = page.waitForResponse((r) => r.url().endsWith('/api/memory/process-text'));
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('I fell in the garden this morning and my neighbour Arthur helped me up.');
    await message.press('Enter');
    const analysis = (await (await told).json()) as ProcessMemoryResponse;
    expect(analysis.urgencyLevel).toBe('high');
    expect(analysis.alertId).not.toBeNull();
    await expect(
      history.getByText('I fell in the garden this morning', { exact: false }).first(),
    ).toBeVisible();
    await expect(history.getByText('High urgency').last()).toBeVisible();
    await expect(page.getByText('A carer has been told about this', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The carer alert and its notification; acknowledging marks both.
    const { alerts } = await getJson<{ alerts: CarerAlert[] }>(
      request,
      `${freshServer.url}/api/memory/admin/alerts`,
    );
    expect(alerts.map((a) => a.alertId)).toContain(analysis.alertId);
    const acknowledged = await request.post(
      `${freshServer.url}/api/memory/admin/acknowledge-alert/${analysis.alertId}`,
    );
    expect(acknowledged.status()).toBe(200);
    const again = await request.post(
      `${freshServer.url}/api/memory/admin/acknowledge-alert/${analysis.alertId}`,
    );
    expect(again.status()).toBe(409);

    // Asked: the answer comes from what was told, with its source.
    await page.getByRole('tab', { name: 'Memory Query' }).click();
    const question = page.getByRole('textbox', { name: 'Question' });
    await question.fill('Who helped me up?');
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/memory/query'));
    await question.press('Enter');
    const answer = (await (await asked).json()) as MemoryQueryResponse;
    expect(answer.found).toBe(true);
    expect(answer.answer).toContain('Arthur');
    await expect(page.getByText('From what you told me')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await question.fill('Where did I leave my passport?');
    await page.getByRole('button', { name: 'Query' }).click();
    await expect(page.getByText("I don't have a memory of that.")).toBeVisible();

    // An image: its words read by OCR on the server, shown as "Processed image: …".
    await page.getByRole('tab', { name: 'Conversation' }).click();
    const note = await drawnNote(page, 'Optician Thursday 11 am');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await (await chooser).setFiles({ name: 'note.png', mimeType: 'image/png', buffer: note });
    await page.getByRole('textbox', { name: 'Caption' }).fill('The card on the fridge');
    const imaged = page.waitForResponse((r) => r.url().endsWith('/api/memory/process-image'), {
      timeout: 90_000,
    });
    await page.getByRole('button', { name: 'Process' }).last().click();
    const image = (await (await imaged).json()) as ProcessMemoryResponse;
    expect(image.imageText ?? '').toMatch(/Optician/i);
    await expect(history.getByText(/^Processed image:/).last()).toBeVisible();

    // A reply read aloud: a WAV made on the server.
    const spoken = page.waitForResponse((r) => r.url().endsWith('/api/memory/text-to-speech'));
    await history.getByRole('button', { name: 'Read this reply aloud' }).last().click();
    const speech = await spoken;
    expect(speech.status()).toBe(200);
    expect(speech.headers()['content-type']).toContain('audio/wav');

    // A task, created and completed once.
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByRole('textbox', { name: 'Task summary' }).fill('Ring the optician');
    await page.getByRole('textbox', { name: 'Start date (YYYY-MM-DD)' }).fill('2026-12-01');
    await page.getByRole('textbox', { name: 'End date (YYYY-MM-DD)' }).fill('2026-12-03');
    await page.getByRole('button', { name: 'Create Task' }).click();
    const complete = page.getByRole('button', { name: 'Complete: Ring the optician' });
    await expect(complete).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await complete.click();
    await expect(complete).toHaveCount(0);

    // Analytics over the last three days, with what was told today.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByText('Total Interactions')).toBeVisible();
    await expect(page.getByText('Sentiment Distribution')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A reload keeps the conversation.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Conversation history' })
        .getByText('I fell in the garden this morning', { exact: false })
        .first(),
    ).toBeVisible();
  });

  test('the status pill follows the server: Disconnected when it cannot be reached, Connected again on Test Connection', async ({
    page,
  }) => {
    // The server cannot be stopped under a shared worker, so the browser is cut off from the memory API instead.
    await page.route('**/api/memory', (route) => route.abort('connectionrefused'));
    await page.goto('/infinite-memory');
    const pill = page.getByTestId('memory-status');
    await expect(pill).toHaveText('Disconnected');
    await expect(page.getByRole('button', { name: 'Process' }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Upload Image' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/api/memory');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(pill).toHaveText('Connected');
    await expect(page.getByRole('button', { name: 'Upload Image' })).toBeEnabled();
  });
});

test.describe('Infinite Memory for the patient', () => {
  test.use({ role: 'user' });

  test('the demo patient sees their own memories and chooses no one else', async ({ page }) => {
    await page.goto('/infinite-memory');
    await expect(page.getByTestId('memory-status')).toHaveText('Connected');
    await expect(page.getByTestId('memory-patient')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Conversation history' }).getByText('You').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Infinite Memory for a supplier', () => {
  test.use({ role: 'supplier' });

  test('is told the screen is not for its role', async ({ page }) => {
    await page.goto('/infinite-memory');
    await expect(page.getByTestId('permission-denied')).toBeVisible();
  });
});

test.describe('Infinite Memory demo', () => {
  test('runs in the browser on sample memories and sends no request', async ({ page }) => {
    await page.goto('/infinite-memory-demo');
    await expect(page.getByText('Demo Mode')).toBeVisible();
    await expect(page.getByText('The backend is not connected')).toBeVisible();
    const history = page.getByRole('region', { name: 'Conversation history' });
    await expect(history.getByText('AI Assistant').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The app may fetch its own code (a lazily loaded chunk under /assets/), and the shell around every screen may
    // refresh the session or reopen the notification stream on a slow run; none of those is the demo's. Anything
    // else, the memory API above all, would be.
    const shell = /\/assets\/|\/api\/(auth\/session|notifications)/;
    const requests: string[] = [];
    page.on('request', (r) => {
      if (!shell.test(r.url())) requests.push(`${r.method()} ${r.url()}`);
    });

    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('My grandson Felix came for lunch and we made pancakes.');
    await message.press('Enter');
    await expect(
      history.getByText('My grandson Felix came for lunch', { exact: false }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Memory Query' }).click();
    const question = page.getByRole('textbox', { name: 'Question' });
    await question.fill('Who came for lunch?');
    await question.press('Enter');
    await expect(page.getByRole('tabpanel').getByText('Felix').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByRole('textbox', { name: 'Task summary' }).fill('Buy more flour');
    await page.getByLabel('Start date').fill('2026-12-01');
    await page.getByLabel('End date').fill('2026-12-02');
    await page.getByRole('button', { name: 'Create Task' }).click();
    await expect(page.getByRole('button', { name: 'Complete: Buy more flour' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByText('Importance by day')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    expect(requests).toEqual([]);
  });
});
