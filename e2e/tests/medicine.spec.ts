import type { RecommendResponse, RestockingPage } from '@careledger/shared';
import { getJson } from '../fixtures/api';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

// The AI Medicine Assistant on the real medicine API: the demo seed's medicines are inventory items with their
// stock on the ledger. Recommendations can raise restocking requests and Schedule Order places a purchase order,
// so the tests that write get a server of their own.

test.describe('AI Medicine Assistant', () => {
  test('recommends from typed symptoms, and answers a red flag with an urgent panel instead', async ({
    page,
    freshServer,
  }) => {
    await page.goto(`${freshServer.url}/medicine-recommendation`);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Medicine Assistant' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Get AI Recommendations' });
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    const symptoms = page.getByRole('textbox', { name: 'Symptoms' });
    await symptoms.fill('I have a bad headache and muscle aches since yesterday, no fever');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/medicine/recommend'));
    await submit.click();
    const answer = (await (await answered).json()) as RecommendResponse;
    expect(Object.keys(answer.symptomsDetected)).toEqual(expect.arrayContaining(['headache', 'muscle_pain']));
    expect(answer.negatedSymptoms).toContain('fever');
    await expect(page.getByRole('heading', { name: 'Symptoms Detected' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommended Medicines' })).toBeVisible();
    const first = answer.recommendations[0];
    if (!first) throw new Error('the answer recommended nothing');
    const card = page.getByRole('article', { name: first.medicineName });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Show details' }).click();
    await expect(card.getByText('AI Reasoning')).toBeVisible();
    await expect(card.getByText('Dosage')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Decision support, not a diagnosis' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await symptoms.fill('crushing chest pain spreading to my left arm and I feel sweaty');
    await submit.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Seek medical help now' });
    await expect(alert).toBeVisible();
    await expect(page.getByTestId('medicine-card')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await symptoms.fill('no chest pain, just a runny nose and sneezing');
    await submit.click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByTestId('medicine-card').first()).toBeVisible();
  });

  test('the medicine inventory searches by name and filters by category, with live stock', async ({
    page,
  }) => {
    await page.goto('/medicine-recommendation');
    await page.getByRole('tab', { name: 'Medicine Inventory' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Ibuprofen 200 mg tablets')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole('searchbox', { name: 'Search medicines' }).fill('cetir');
    await expect(panel.getByText('Cetirizine hydrochloride 10 mg tablets')).toBeVisible();
    await expect(panel.getByText('Ibuprofen 200 mg tablets')).toHaveCount(0);

    await panel.getByRole('searchbox', { name: 'Search medicines' }).fill('');
    await panel.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Sleep' }).click();
    await expect(panel.getByText('Melatonin 3 mg tablets (dietary supplement)')).toBeVisible();
    await expect(panel.getByText('Ibuprofen 200 mg tablets')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a recommendation of a low medicine raises one request; Schedule Order and Mark Fulfilled move it', async ({
    page,
    request,
    freshServer,
  }) => {
    const ask = () =>
      request.post(`${freshServer.url}/api/medicine/recommend`, {
        data: {
          symptoms: 'hay fever: sneezing, itchy watery eyes and a runny nose',
          includeRestocking: true,
        },
      });
    const firstAnswer = (await (await ask()).json()) as RecommendResponse;
    const raised = firstAnswer.restockingRequests[0];
    if (!raised) throw new Error('the answer raised no restocking request');
    const again = (await (await ask()).json()) as RecommendResponse;
    expect(again.restockingRequests.map((r) => r.medicineId)).not.toContain(raised.medicineId);

    await page.goto(`${freshServer.url}/medicine-recommendation`);
    await page.getByRole('tab', { name: 'Restocking Requests' }).click();
    const item = page.getByTestId('restocking-request').filter({ hasText: raised.medicineName });
    await expect(item).toHaveCount(1);
    await expect(item.getByText('Pending')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await item.getByRole('button', { name: 'Schedule Order' }).click();
    await expect(item.getByText('Scheduled')).toBeVisible();
    const page1 = await getJson<RestockingPage>(
      request,
      `${freshServer.url}/api/medicine/restocking-requests`,
    );
    const scheduled = page1.items.find((r) => r.requestId === raised.requestId);
    expect(scheduled?.purchaseOrderId).toEqual(expect.any(Number));
    await expect(item.getByText(`Purchase order #${scheduled?.purchaseOrderId}`)).toBeVisible();

    await item.getByRole('button', { name: 'Mark Fulfilled' }).click();
    await expect(item.getByText('Fulfilled')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Mark Fulfilled' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('as medical staff', () => {
    test.use({ role: 'staff' });

    test('sees the requests but not the ordering actions', async ({ page, request, freshServer }) => {
      await request.post(`${freshServer.url}/api/medicine/recommend`, {
        data: { symptoms: 'hay fever: sneezing, itchy watery eyes and a runny nose' },
      });
      await page.goto(`${freshServer.url}/medicine-recommendation`);
      await page.getByRole('tab', { name: 'Restocking Requests' }).click();
      await expect(page.getByTestId('restocking-request').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Schedule Order' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Mark Fulfilled' })).toHaveCount(0);
    });
  });
});
