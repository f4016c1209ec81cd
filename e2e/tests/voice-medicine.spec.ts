import type { RecommendResponse } from '@careledger/shared';
import {
  type FakeSpeechWindow,
  installFakeSpeechRecognition,
  removeSpeechRecognition,
} from '../../apps/web/src/features/voice-medicine/testing/fake-speech-recognition';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

// The Voice Medicine Assistant on the real recommend API. Headless Chromium has no working speech recogniser, so
// the page gets a scripted one (the same the component tests use) and the test speaks through it.

test.describe('Voice Medicine Assistant', () => {
  test('listens, shows what was said with its confidence, and recommends from live stock', async ({
    page,
  }) => {
    await page.addInitScript(installFakeSpeechRecognition);
    await page.goto('/voice-medicine');
    await expect(page.getByRole('heading', { level: 1, name: 'Voice Medicine Assistant' })).toBeVisible();
    await expect(page.getByText(/may send the audio to the browser's vendor/)).toBeVisible();
    await expect(page.getByTestId('voice-status').getByText('Ready')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Start Listening' }).click();
    await expect(page.getByTestId('voice-status').getByText('Listening...')).toBeVisible();
    const settings = await page.evaluate(() => (window as unknown as FakeSpeechWindow).__speech.settings());
    expect(settings).toEqual({ lang: 'en-US', continuous: true, interimResults: false });
    const spoken = { text: 'I have a headache and a runny nose since yesterday', confidence: 0.92 };
    await page.evaluate(
      ({ text, confidence }) => (window as unknown as FakeSpeechWindow).__speech.say(text, confidence),
      spoken,
    );
    await expect(page.getByText(spoken.text)).toBeVisible();
    await expect(page.getByText('92%')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/medicine/recommend'));
    await page.getByRole('button', { name: 'Stop & Process' }).click();
    const answer = (await (await answered).json()) as RecommendResponse;
    expect(answer.urgentReferral).toBe(false);
    expect(Object.keys(answer.symptomsDetected)).toEqual(expect.arrayContaining(['headache', 'runny_nose']));
    const first = answer.recommendations[0];
    if (!first) throw new Error('the answer recommended nothing');

    const recommendations = page.getByRole('tabpanel');
    await expect(page.getByRole('tab', { name: 'Recommendations', selected: true })).toBeVisible();
    await expect(recommendations.getByText(first.medicineName).first()).toBeVisible();
    await expect(recommendations.getByText(/Urgency: (Low|Medium)/)).toBeVisible();
    await expect(recommendations.getByText(answer.disclaimer).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Stock Status' }).click();
    const stock = page.getByRole('tabpanel');
    const row = stock
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: first.medicineName }) });
    await expect(row).toContainText(String(first.stockQuantity));
    await expect(row).toContainText('Live from inventory');
    await expectNoSeriousA11yViolations(page);
  });

  test('a red flag spoken is an urgent referral with no medicine', async ({ page }) => {
    await page.addInitScript(installFakeSpeechRecognition);
    await page.goto('/voice-medicine');
    await page.getByRole('button', { name: 'Start Listening' }).click();
    await page.evaluate(() =>
      (window as unknown as FakeSpeechWindow).__speech.say(
        'crushing chest pain going down my left arm',
        0.88,
      ),
    );
    await page.getByRole('button', { name: 'Stop & Process' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Seek medical help now' });
    await expect(alert).toBeVisible();
    await expect(alert.getByText(/chest/i).first()).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Dosage')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a recogniser error is shown with its code', async ({ page }) => {
    await page.addInitScript(installFakeSpeechRecognition);
    await page.goto('/voice-medicine');
    await page.getByRole('button', { name: 'Start Listening' }).click();
    await page.evaluate(() => (window as unknown as FakeSpeechWindow).__speech.fail('not-allowed'));
    await expect(page.getByText('Speech recognition error: not-allowed')).toBeVisible();
    await expect(page.getByTestId('voice-status').getByText('Ready')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('without a recogniser, typed symptoms are processed the same way', async ({ page }) => {
    await page.addInitScript(removeSpeechRecognition);
    await page.goto('/voice-medicine');
    await expect(page.getByText('Speech recognition not supported in this browser')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Listening' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Symptoms' }).fill('heartburn after meals for two days');
    await page.getByRole('button', { name: 'Process Symptoms' }).click();
    await expect(page.getByRole('tab', { name: 'Recommendations', selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Dosage').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
