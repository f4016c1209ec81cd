import { deflateSync } from 'node:zlib';
import type { BodyPart, MemoryPatient, SkinAnalysisResult } from '@careledger/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { getJson } from '../fixtures/api';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures/test';

// AI Skin Analysis (issue 17) on the real server: photos drawn here, sent by the picker or dropped, measured by
// the server's ABCD analysis (about a second each), kept in the patient's history with a thumbnail and an
// overlay, and deleted again. The tests of this file share their worker's server, so each works on a body part
// of its own and starts by deleting what an earlier run left there.

type Rgb = readonly [number, number, number];

const SKIN: Rgb = [224, 180, 150];
const DARK_BROWN: Rgb = [105, 65, 40];

/** An analysis on a loaded machine takes longer than the default 10 s expect. */
const ANALYSIS_TIMEOUT = 60_000;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGB PNG of `size`×`size` pixels, each the colour `pixel` gives (node:zlib only; e2e has no sharp). */
function encodePng(size: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const stride = size * 3 + 1;
  const raw = Buffer.alloc(stride * size);
  for (let y = 0; y < size; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x, y);
      raw.set([r, g, b], y * stride + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter choice, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A seeded generator of numbers in [0, 1) (mulberry32), so every run draws the same photo. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Skin of one colour with a little camera noise and, optionally, a round dark-brown lesion in the middle whose
 * edge fades over a few pixels, as a benign naevus does.
 */
function skinPhoto(size: number, lesionRadius: number | null): Buffer {
  const random = seeded(17);
  const centre = size / 2;
  const softness = 8;
  return encodePng(size, (x, y) => {
    const alpha =
      lesionRadius === null
        ? 0
        : Math.min(1, Math.max(0, 0.5 - (Math.hypot(x - centre, y - centre) - lesionRadius) / softness));
    return SKIN.map((skin, c) => {
      const value = skin + alpha * ((DARK_BROWN[c] ?? 0) - skin) + (random() * 2 - 1) * 4;
      return Math.max(0, Math.min(255, Math.round(value)));
    }) as unknown as Rgb;
  });
}

/** A round, one-colour lesion: low risk. */
const lesionPhoto = () => skinPhoto(400, 70);
/** Skin and nothing else: no lesion to measure. */
const plainSkinPhoto = () => skinPhoto(300, null);

/** The patient the screen acts for: a patient's own account, a carer's first patient (the demo patient). */
async function demoPatient(request: APIRequestContext): Promise<MemoryPatient> {
  const patients = await getJson<MemoryPatient[]>(request, '/api/skin-analysis/patients');
  const [first] = patients;
  if (!first) throw new Error('no patient to analyse for');
  return first;
}

/** Deletes the patient's analyses of one body part, so a test (and a repeated run) starts on an empty history. */
async function clearHistory(request: APIRequestContext, userId: string, bodyPart: BodyPart): Promise<void> {
  const query = new URLSearchParams({ userId, bodyPart });
  const { analyses } = await getJson<{ analyses: SkinAnalysisResult[] }>(
    request,
    `/api/skin-analysis/history?${query}`,
  );
  for (const { id } of analyses) {
    const response = await request.delete(`/api/skin-analysis/${id}`);
    expect(response.status(), await response.text()).toBe(204);
  }
}

async function chooseBodyPart(page: Page, panel: Locator, name: string): Promise<void> {
  await panel.getByRole('combobox', { name: 'Body location' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(panel.getByRole('combobox', { name: 'Body location' })).toHaveText(name);
}

/** Drops a file on the drop zone as a file manager would: a DataTransfer holding it, built in the page. */
async function dropFile(
  page: Page,
  panel: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await dataTransfer.evaluate(
    (transfer, { name, mimeType, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type: mimeType }));
    },
    { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
  );
  const zone = panel.getByTestId('skin-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}

/** Clicks Analyze Lesion and waits for the server's answer and "Analysis complete". */
async function analyse(page: Page, panel: Locator, path = '/api/skin-analysis'): Promise<SkinAnalysisResult> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === path && r.request().method() === 'POST',
    { timeout: ANALYSIS_TIMEOUT },
  );
  await panel.getByRole('button', { name: 'Analyze Lesion' }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  await expect(panel.getByRole('status')).toHaveText('Analysis complete');
  await expect(panel.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  return (await response.json()) as SkinAnalysisResult;
}

/** An <img> the browser has fetched and decoded. */
async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

function summaryValue(result: Locator, term: string): Locator {
  return result
    .locator('dl > div')
    .filter({ has: result.page().locator('dt', { hasText: term }) })
    .locator('dd');
}

const basicPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Basic Analysis' });
const enhancedPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Enhanced AI' });

test.describe('AI Skin Analysis for the demo patient', () => {
  test.use({ role: 'user' });

  test('a photo chosen with the picker is analysed on the defaults, listed in the history, and deleted after asking', async ({
    page,
    request,
  }) => {
    const patient = await demoPatient(request);
    await clearHistory(request, patient.id, 'other');

    await page.goto('/skin-analysis');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Skin Analysis' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Basic Analysis' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Enhanced AI' })).toBeVisible();
    // A patient analyses their own photos: nobody to choose.
    await expect(page.getByRole('combobox', { name: 'Patient' })).toHaveCount(0);

    const panel = basicPanel(page);
    await expect(panel.getByRole('combobox', { name: 'Skin type (Fitzpatrick)' })).toHaveText(
      'Type III: Sometimes burns, tans uniformly',
    );
    await expect(panel.getByRole('combobox', { name: 'Body location' })).toHaveText('Other');
    await expect(panel.getByRole('checkbox', { name: 'Lesion has evolved/changed' })).not.toBeChecked();
    await expect(panel.getByRole('textbox', { name: 'Weeks since evolution' })).toHaveCount(0);
    await expect(panel.getByRole('textbox', { name: 'Photo width (mm)' })).toHaveValue('');
    await expect(panel.getByRole('button', { name: 'Analyze Lesion' })).toBeDisabled();
    const history = panel.getByTestId('skin-history');
    await expect(history.getByRole('heading', { name: 'Earlier analyses: Other' })).toBeVisible();
    await expect(history.getByText('No earlier analyses of this body part.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The photo, by the picker: previewed and named.
    await panel
      .getByTestId('skin-image-input')
      .setInputFiles({ name: 'mole.png', mimeType: 'image/png', buffer: lesionPhoto() });
    await expect(panel.getByText('Chosen photo: mole.png')).toBeVisible();
    await expectImageLoaded(panel.getByRole('img', { name: 'Preview of the chosen photo' }));
    const analyze = panel.getByRole('button', { name: 'Analyze Lesion' });
    await expect(analyze).toBeEnabled();

    // Held before it leaves the browser, the analysis shows it is uploading and cannot be sent twice.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/skin-analysis', async (route) => {
      await held;
      await route.continue();
      // Routing ends while the server analyses, so what the page asks once the answer is in (its history, from
      // the worker that makes its API calls) goes straight to the server rather than through a route being
      // taken down.
      await page.unroute('**/api/skin-analysis');
    });
    const analysed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/skin-analysis' && r.request().method() === 'POST',
      { timeout: ANALYSIS_TIMEOUT },
    );
    await analyze.click();
    await expect(panel.getByRole('status')).toHaveText('Uploading the photo…');
    await expect(panel.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible();
    await expect(analyze).toBeDisabled();
    release();
    const response = await analysed;
    expect(response.status(), await response.text()).toBe(200);
    const analysis = (await response.json()) as SkinAnalysisResult;
    // Sent for the patient on the defaults (the answer echoes what the form sent).
    expect(analysis).toMatchObject({
      userId: patient.id,
      prediction: 'low_risk',
      skinType: 'III',
      bodyPart: 'other',
    });
    expect(analysis.analysis.evolution).toMatchObject({ hasEvolved: false, evolutionWeeks: 0 });

    await expect(panel.getByRole('status')).toHaveText('Analysis complete');
    await expect(panel.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(analyze).toBeEnabled();

    // The result: a green "Low risk", the confidence, the TDS under 4.75, the disclaimer, photo and overlay.
    const result = panel.getByTestId('skin-result');
    await expect(result.getByTestId('skin-prediction')).toHaveText('Low risk');
    await expect(result.getByTestId('skin-prediction')).toHaveAttribute('data-tone', 'green');
    await expect(result.getByTestId('skin-confidence')).toHaveText(/^\d{1,3}(\.\d+)?%$/);
    const tds = result.getByTestId('skin-tds');
    await expect(tds).toContainText('Total Dermoscopy Score (TDS)');
    await expect(tds).toContainText('Level by the TDS alone: Low risk');
    const tdsShown = Number(await tds.locator('dd p').first().textContent());
    expect(tdsShown).toBeLessThan(4.75);
    expect(tdsShown).toBeCloseTo(analysis.tds, 1);
    await expect(summaryValue(result, 'Analysis type')).toHaveText('Basic');
    const disclaimer = result.getByTestId('skin-disclaimer');
    await expect(disclaimer).toContainText('This is a prompt to see a dermatologist, not a diagnosis.');
    await expect(disclaimer).toContainText(analysis.disclaimer);
    await expectImageLoaded(
      result.getByRole('img', {
        name: 'The photo with the found border, the two axes and the colour regions drawn on it',
      }),
    );
    await expectImageLoaded(result.getByRole('img', { name: 'The analysed photo' }));

    // The history of "Other" now holds it, with its own thumbnail.
    const items = history.getByTestId('skin-history-item');
    await expect(items).toHaveCount(1);
    await expect(items.getByTestId('skin-prediction')).toHaveText('Low risk');
    await expect(items).toContainText('TDS');
    await expectImageLoaded(items.getByRole('img', { name: /^Photo of / }));
    await expect(history.getByText('No earlier analyses of this body part.')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Evolution: the weeks only when it has changed; anything but a number reads as 0 once left.
    const evolved = panel.getByRole('checkbox', { name: 'Lesion has evolved/changed' });
    await evolved.check();
    const weeks = panel.getByRole('textbox', { name: 'Weeks since evolution' });
    await expect(weeks).toHaveValue('0');
    await weeks.fill('abc');
    await weeks.blur();
    await expect(weeks).toHaveValue('0');
    await weeks.fill('6');
    await weeks.blur();
    await expect(weeks).toHaveValue('6');
    await evolved.uncheck();
    await expect(weeks).toHaveCount(0);

    // Deleting asks first; "Keep it" keeps it.
    const deleteButton = items.getByRole('button', { name: /^Delete the analysis of / });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this analysis?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The result, its photo and its overlay are deleted for good.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(items).toHaveCount(1);

    await deleteButton.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(items).toHaveCount(0);
    await expect(history.getByText('No earlier analyses of this body part.')).toBeVisible();
    // Gone on the server too, with its images.
    expect((await request.get(analysis.overlay)).status()).toBe(404);
    expect((await request.get(analysis.thumbnail)).status()).toBe(404);
  });

  test('a dropped photo is analysed; a dropped text file is refused; Clear empties the form', async ({
    page,
    request,
  }) => {
    const patient = await demoPatient(request);
    await clearHistory(request, patient.id, 'back');

    await page.goto('/skin-analysis');
    const panel = basicPanel(page);
    await chooseBodyPart(page, panel, 'Back');
    const history = panel.getByTestId('skin-history');
    await expect(history.getByRole('heading', { name: 'Earlier analyses: Back' })).toBeVisible();
    await expect(history.getByText('No earlier analyses of this body part.')).toBeVisible();
    const analyze = panel.getByRole('button', { name: 'Analyze Lesion' });

    // Not an image: refused by name, and nothing is chosen.
    await dropFile(page, panel, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('A mole on my back, about 5 mm across.\n'),
    });
    await expect(
      panel.getByText('“notes.txt” is not an image. Choose a PNG, JPG, JPEG, GIF or BMP photo.'),
    ).toBeVisible();
    await expect(panel.getByText(/^Chosen photo:/)).toHaveCount(0);
    await expect(analyze).toBeDisabled();

    // A photo: chosen, and the refusal goes.
    await dropFile(page, panel, { name: 'back-mole.png', mimeType: 'image/png', buffer: lesionPhoto() });
    await expect(panel.getByText('Chosen photo: back-mole.png')).toBeVisible();
    await expectImageLoaded(panel.getByRole('img', { name: 'Preview of the chosen photo' }));
    await expect(panel.getByText('“notes.txt” is not an image.', { exact: false })).toHaveCount(0);
    await expect(analyze).toBeEnabled();

    const analysis = await analyse(page, panel);
    expect(analysis).toMatchObject({ prediction: 'low_risk', bodyPart: 'back', userId: patient.id });
    const result = panel.getByTestId('skin-result');
    await expect(result.getByTestId('skin-prediction')).toHaveAttribute('data-tone', 'green');
    await expect(history.getByTestId('skin-history-item')).toHaveCount(1);

    // Clear: no photo, no result, no progress, the defaults back.
    await panel.getByRole('button', { name: 'Clear' }).click();
    await expect(result).toHaveCount(0);
    await expect(panel.getByText(/^Chosen photo:/)).toHaveCount(0);
    await expect(panel.getByRole('progressbar', { name: 'Analysis progress' })).toHaveCount(0);
    await expect(analyze).toBeDisabled();
    await expect(panel.getByRole('combobox', { name: 'Body location' })).toHaveText('Other');
    await expect(history.getByRole('heading', { name: 'Earlier analyses: Other' })).toBeVisible();
  });

  test('Enhanced AI sends the photo to the enhanced analysis and says so in the result', async ({
    page,
    request,
  }) => {
    const patient = await demoPatient(request);
    await clearHistory(request, patient.id, 'arms');

    await page.goto('/skin-analysis');
    await page.getByRole('tab', { name: 'Enhanced AI' }).click();
    const panel = enhancedPanel(page);
    await expect(panel.getByRole('heading', { name: 'What Enhanced AI does' })).toBeVisible();
    await chooseBodyPart(page, panel, 'Arms');
    await panel
      .getByTestId('skin-image-input')
      .setInputFiles({ name: 'arm.png', mimeType: 'image/png', buffer: lesionPhoto() });

    const basicPosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/skin-analysis')
        basicPosts.push(r.url());
    });
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/enhanced-skin-analysis',
    );
    const analysis = await analyse(page, panel, '/api/enhanced-skin-analysis');
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(basicPosts).toEqual([]);
    expect(analysis).toMatchObject({ bodyPart: 'arms', analysis: { analysisType: 'enhanced' } });

    const result = panel.getByTestId('skin-result');
    await expect(summaryValue(result, 'Analysis type')).toHaveText('Enhanced');
    await expect(result.getByTestId('skin-prediction')).toHaveAttribute('data-tone', 'green');
    await expect(result.getByText('D scored from the differential structures.')).toBeVisible();
    await expect(panel.getByTestId('skin-history-item')).toHaveCount(1);

    // The basic tab keeps its own, empty form.
    await expect(page.getByTestId('skin-panel-basic').getByTestId('skin-result')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Basic Analysis' }).click();
    await expect(basicPanel(page).getByRole('button', { name: 'Analyze Lesion' })).toBeDisabled();
  });

  test('a photo of plain skin gets the server’s reason, a cut-off request the network error, a broken answer "Analysis failed"', async ({
    page,
    request,
  }) => {
    const patient = await demoPatient(request);
    await clearHistory(request, patient.id, 'face');

    await page.goto('/skin-analysis');
    const panel = basicPanel(page);
    await chooseBodyPart(page, panel, 'Face');
    const history = panel.getByTestId('skin-history');
    await expect(history.getByText('No earlier analyses of this body part.')).toBeVisible();
    const analyze = panel.getByRole('button', { name: 'Analyze Lesion' });
    const error = panel.getByRole('alert');

    // Plain skin: 422 and the server's own sentence; nothing is kept.
    await panel
      .getByTestId('skin-image-input')
      .setInputFiles({ name: 'skin.png', mimeType: 'image/png', buffer: plainSkinPhoto() });
    const refused = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/skin-analysis' && r.request().method() === 'POST',
      { timeout: ANALYSIS_TIMEOUT },
    );
    await analyze.click();
    const refusal = await refused;
    expect(refusal.status()).toBe(422);
    const { message } = (await refusal.json()) as { message: string };
    expect(message).toMatch(/^No lesion could be told apart from the skin/);
    await expect(error).toHaveText(message);
    await expect(panel.getByRole('progressbar', { name: 'Analysis progress' })).toHaveCount(0);
    await expect(panel.getByTestId('skin-result')).toHaveCount(0);
    await expect(history.getByText('No earlier analyses of this body part.')).toBeVisible();
    await expect(analyze).toBeEnabled();

    // The request never reaches the server.
    await panel
      .getByTestId('skin-image-input')
      .setInputFiles({ name: 'mole.png', mimeType: 'image/png', buffer: lesionPhoto() });
    await page.route('**/api/skin-analysis', (route) => route.abort());
    await analyze.click();
    await expect(error).toHaveText('Network error. Please try again.');
    await expect(panel.getByTestId('skin-result')).toHaveCount(0);

    // An answer that is not the API's.
    await page.unroute('**/api/skin-analysis');
    await page.route('**/api/skin-analysis', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    );
    await analyze.click();
    await expect(error).toHaveText('Analysis failed');
    await expectNoSeriousA11yViolations(page);

    // Back on the network, the same photo goes through and the error goes.
    await page.unroute('**/api/skin-analysis');
    await analyse(page, panel);
    await expect(error).toHaveCount(0);
    await expect(panel.getByTestId('skin-result')).toBeVisible();
    await expect(history.getByTestId('skin-history-item')).toHaveCount(1);
  });
});

test.describe('AI Skin Analysis for a carer', () => {
  test.use({ role: 'staff' });

  test('staff choose the patient, the demo patient first, and analyse a photo for them', async ({
    page,
    request,
  }) => {
    const patient = await demoPatient(request);
    expect(patient.name).toBe('Sam Rivera');
    await clearHistory(request, patient.id, 'legs');

    await page.goto('/skin-analysis');
    const chooser = page.getByRole('combobox', { name: 'Patient' });
    await expect(chooser).toHaveText('Sam Rivera');
    await chooser.click();
    await expect(page.getByRole('option').first()).toHaveText('Sam Rivera');
    await page.getByRole('option', { name: 'Sam Rivera' }).click();
    await expect(chooser).toHaveText('Sam Rivera');

    const panel = basicPanel(page);
    await chooseBodyPart(page, panel, 'Legs');
    await expect(
      panel.getByTestId('skin-history').getByText('No earlier analyses of this body part.'),
    ).toBeVisible();
    await panel
      .getByTestId('skin-image-input')
      .setInputFiles({ name: 'leg.png', mimeType: 'image/png', buffer: lesionPhoto() });
    const analysis = await analyse(page, panel);
    expect(analysis).toMatchObject({ userId: patient.id, bodyPart: 'legs', prediction: 'low_risk' });
    const result = panel.getByTestId('skin-result');
    await expect(result.getByTestId('skin-prediction')).toHaveText('Low risk');
    await expectImageLoaded(
      result.getByRole('img', {
        name: 'The photo with the found border, the two axes and the colour regions drawn on it',
      }),
    );
    await expect(panel.getByTestId('skin-history-item')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
});
