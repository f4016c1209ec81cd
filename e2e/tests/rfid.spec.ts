import { readFile } from 'node:fs/promises';
import type { RfidStatistics, RfidTag, RfidTagPage } from '@careledger/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { getJson } from '../fixtures/api';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

const allTags = async (request: APIRequestContext, baseUrl: string) =>
  (await getJson<RfidTagPage>(request, `${baseUrl}/api/rfid/tags?pageSize=200`)).items;

async function openRfid(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/rfid`);
  await expect(page.getByRole('heading', { level: 1, name: 'RFID Management' })).toBeVisible();
  await expect(page.getByTestId('rfid-summary-total-value')).toBeVisible();
}

async function openTab(page: Page, name: 'Overview' | 'Tags' | 'Supplies' | 'Analytics') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Every text item of every page of a PDF, page by page. */
async function pdfText(path: string): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter((s) => s.trim() !== ''));
  }
  return pages;
}

test.describe('RFID management', () => {
  test('every tab and dialog passes axe', async ({ page, server }) => {
    await openRfid(page, server.url);
    await expect(page.getByTestId('rfid-recent-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openTab(page, 'Tags');
    await expect(page.getByTestId('rfid-tag-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByTestId('rfid-tag-row')
      .first()
      .getByRole('button', { name: /^View tag of/ })
      .click();
    await expect(page.getByTestId('rfid-view-dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page
      .getByTestId('rfid-tag-row')
      .first()
      .getByRole('button', { name: /^Edit tag of/ })
      .click();
    const edit = page.getByTestId('rfid-edit-dialog');
    await edit.getByLabel('Battery Level').fill('101');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add RFID Tag' }).click();
    await expect(page.getByTestId('rfid-add-dialog').getByRole('radio').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await openTab(page, 'Supplies');
    await expect(page.getByTestId('rfid-supply-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openTab(page, 'Analytics');
    await expect(page.getByRole('figure', { name: 'Scans Over Time' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  // Assigns tags: a server of its own keeps the shared demo data as it was.
  test('Assign RFID Tags tags every supply without one, says how many, and clears the message after 3 s', async ({
    page,
    request,
    freshServer,
  }) => {
    const before = await getJson<RfidStatistics>(request, `${freshServer.url}/api/rfid/statistics`);
    expect(before.suppliesWithoutRFID).toBeGreaterThan(0);
    await openRfid(page, freshServer.url);
    await expect(page.getByTestId('rfid-summary-without-value')).toHaveText(
      String(before.suppliesWithoutRFID),
    );

    await page.getByRole('button', { name: 'Assign RFID Tags' }).click();
    const preview = page.getByRole('dialog', { name: 'Assign RFID tags to these supplies?' });
    await expect(preview.getByTestId('planned-tag')).toHaveCount(before.suppliesWithoutRFID);
    await preview.getByRole('button', { name: 'Assign Tags' }).click();
    const message = page.getByTestId('rfid-status-message');
    await expect(message).toHaveText(`✅ Successfully assigned ${before.suppliesWithoutRFID} RFID tags!`);
    await expect(page.getByTestId('rfid-summary-without-value')).toHaveText('0');
    await expect(page.getByTestId('rfid-summary-total-value')).toHaveText(
      String(before.totalTags + before.suppliesWithoutRFID),
    );
    // It clears by itself; the exact 3 s are checked with fake timers in rfid-screen.test.tsx, where a busy
    // machine cannot stretch them.
    await expect(message).toHaveText('', { timeout: 15_000 });

    // A second run has nothing to assign: the preview says so and offers nothing to confirm.
    await page.getByRole('button', { name: 'Assign RFID Tags' }).click();
    await expect(preview).toContainText('Every supply already has an RFID tag.');
    await expect(preview.getByRole('button', { name: 'Assign Tags' })).toBeDisabled();
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(preview).toHaveCount(0);
    const after = await getJson<RfidStatistics>(request, `${freshServer.url}/api/rfid/statistics`);
    expect(after.suppliesWithoutRFID).toBe(0);
    expect(after.coveragePercentage).toBe(100);
  });

  test('Add RFID Tag gives the chosen supply a tag, listed on the tags and supplies tabs', async ({
    page,
    request,
    freshServer,
  }) => {
    const { items } = await getJson<{ items: { itemId: number; name: string }[] }>(
      request,
      `${freshServer.url}/api/rfid/supplies?coverage=without`,
    );
    const chosen = items[0] as { itemId: number; name: string };
    await openRfid(page, freshServer.url);
    await openTab(page, 'Tags');
    await page.getByRole('button', { name: 'Add RFID Tag' }).click();
    const dialog = page.getByTestId('rfid-add-dialog');
    await dialog.getByLabel('Search supplies without RFID').fill(chosen.name);
    await dialog.getByRole('radio', { name: chosen.name }).check();
    await dialog.getByRole('button', { name: 'Add Tag' }).click();
    await expect(dialog).toBeHidden();

    const tag = (await allTags(request, freshServer.url)).find((t) => t.itemId === chosen.itemId) as RfidTag;
    expect(tag.tagId).toMatch(/^30[0-9A-F]{22}$/);
    await expect(
      page.getByTestId('toast').filter({ hasText: `Tag ${tag.tagId} added to ${chosen.name}.` }),
    ).toBeVisible();
    await page.getByLabel('Search tags').fill(tag.tagId);
    await expect(page.getByTestId('rfid-tag-row')).toHaveCount(1);
    await expect(page.getByTestId('rfid-tag-row')).toContainText(chosen.name);

    await openTab(page, 'Supplies');
    await page.getByLabel('Search supplies').fill(chosen.name);
    const row = page.getByTestId('rfid-supply-row').filter({ hasText: chosen.name });
    await expect(row).toContainText('Has RFID');
    await expect(row).toContainText(tag.tagId);
  });

  test('the edit dialog refuses battery 101, then saves 100 and the new status', async ({
    page,
    request,
    freshServer,
  }) => {
    const tag = (await allTags(request, freshServer.url)).find((t) => t.status === 'active') as RfidTag;
    await openRfid(page, freshServer.url);
    await openTab(page, 'Tags');
    await page.getByLabel('Search tags').fill(tag.tagId);
    await expect(page.getByTestId('rfid-tag-row')).toHaveCount(1);
    await page.getByRole('button', { name: `Edit tag of ${tag.itemName}` }).click();
    const dialog = page.getByTestId('rfid-edit-dialog');
    await expect(dialog.getByLabel('Item Name')).toHaveValue(tag.itemName);
    await expect(dialog.getByLabel('Item Name')).not.toBeEditable();
    await expect(dialog.getByLabel('RFID Tag ID')).toHaveValue(tag.tagId);
    await expect(dialog.getByLabel('RFID Tag ID')).not.toBeEditable();

    await dialog.getByLabel('Battery Level').fill('101');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Battery level must be a whole number from 0 to 100.');
    await expect(dialog).toBeVisible();
    let stored = (await allTags(request, freshServer.url)).find((t) => t.tagId === tag.tagId) as RfidTag;
    expect(stored.batteryLevel).toBe(tag.batteryLevel);

    await dialog.getByLabel('Battery Level').fill('100');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Damaged', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('rfid-tag-row')).toContainText('Damaged');
    stored = (await allTags(request, freshServer.url)).find((t) => t.tagId === tag.tagId) as RfidTag;
    expect(stored).toMatchObject({ batteryLevel: 100, status: 'damaged', itemName: tag.itemName });
  });

  test('the view dialog shows the spec fields, the optional ones only when the tag has them', async ({
    page,
    request,
    server,
  }) => {
    const tags = await allTags(request, server.url);
    const full = tags.find((t) => t.lastScan && t.location && t.batteryLevel !== null && t.signalStrength);
    const bare = tags.find((t) => !t.lastScan && !t.location && t.batteryLevel === null && !t.signalStrength);
    expect(full && bare, 'the demo data has a fully reported tag and a never-scanned one').toBeTruthy();
    await openRfid(page, server.url);
    await openTab(page, 'Tags');

    for (const [tag, terms] of [
      [
        full as RfidTag,
        [
          'Item Name',
          'RFID Tag ID',
          'Status',
          'Generated',
          'Last Scan',
          'Location',
          'Battery Level',
          'Signal Strength',
        ],
      ],
      [bare as RfidTag, ['Item Name', 'RFID Tag ID', 'Status', 'Generated']],
    ] as const) {
      await page.getByLabel('Search tags').fill(tag.tagId);
      await expect(page.getByTestId('rfid-tag-row')).toHaveCount(1);
      await page.getByRole('button', { name: `View tag of ${tag.itemName}` }).click();
      const dialog = page.getByTestId('rfid-view-dialog');
      await expect(dialog.getByRole('term')).toHaveText([...terms]);
      await expect(dialog).toContainText(tag.tagId);
      if (tag.batteryLevel !== null) {
        await expect(dialog.getByRole('progressbar', { name: 'Battery Level' })).toHaveAttribute(
          'value',
          String(tag.batteryLevel),
        );
        await expect(dialog).toContainText(`${tag.batteryLevel}%`);
      }
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toBeHidden();
    }
  });

  test('Export Data downloads a readable PDF report and a CSV of the tags', async ({
    page,
    request,
    server,
  }) => {
    const tags = await allTags(request, server.url);
    await openRfid(page, server.url);
    await openTab(page, 'Tags');

    await page.getByRole('button', { name: 'Export Data' }).click();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'PDF report' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^rfid_report_\d{4}-\d{2}-\d{2}\.pdf$/);
    const pages = await pdfText(await pdf.path());
    const text = pages.flat().join('\n');
    expect(pages[0]).toContain('RFID Management Report');
    for (const tag of tags) expect(text).toContain(tag.tagId);

    await page.getByRole('button', { name: 'Export Data' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV file' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(tags.length + 1);
    for (const tag of tags) expect(lines.some((line) => line.startsWith(`${tag.tagId},`))).toBe(true);
  });

  test('Export Data is disabled when no tag matches', async ({ page, server }) => {
    await openRfid(page, server.url);
    await openTab(page, 'Tags');
    await page.getByLabel('Search tags').fill('no tag is called this');
    await expect(page.getByText('No RFID tags found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Data' })).toBeDisabled();
  });
});
