import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';

// Lighthouse runs of one address, each in a Chromium of its own (Debian's, never a downloaded one), reduced to
// the median run's figures (Lighthouse's own choice of median: the run nearest the median FCP and TTI), the
// spread of the performance score over the runs, and the audits worth fixing next.

const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** Metrics whose savings are in milliseconds (CLS savings are unitless and left out of the ranking). */
const TIMED_METRICS = ['FCP', 'LCP', 'TBT', 'INP'] as const;

type AuditResult = Result['audits'][string];

export interface AuditFinding {
  id: string;
  title: string;
  /** Lighthouse's own summary, like "Est savings of 245 KiB". */
  displayValue: string;
  /** The most any one timed metric would improve, in ms (0 for accessibility and best practices). */
  savingsMs: number;
  savingsBytes: number;
  /** The first item of the audit's table (an element, a console message, a file), when it has one. */
  example: string;
}

export interface ScreenFigures {
  /** Category scores out of 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** How many runs were made, and the lowest and highest performance score among them. */
  runs: { count: number; lowest: number; highest: number };
  /**
   * Bytes transferred (as served: compressed where the server compressed), the JavaScript among them, and the
   * JavaScript asked for before the page's first contentful paint (as observed in the unthrottled load).
   */
  transfer: {
    totalBytes: number;
    requests: number;
    jsBytes: number;
    jsResourceBytes: number;
    jsBeforePaintBytes: number;
  };
  /** Failing performance audits, the largest estimated saving first. */
  opportunities: AuditFinding[];
  /** Failing accessibility and best-practices audits that count towards their score. */
  failures: AuditFinding[];
  warnings: string[];
  /** Lighthouse's version, the browser's, and how fast this machine is by Lighthouse's yardstick. */
  environment: { lighthouse: string; chromium: string; benchmarkIndex: number };
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function savingsMsOf(audit: AuditResult): number {
  return Math.max(0, ...TIMED_METRICS.map((metric) => audit.metricSavings?.[metric] ?? 0));
}

/** What an item of an audit's table names (a console message, an element, a file) and what it costs. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string; selector?: string } | undefined;
  const text =
    item.description ?? node?.selector ?? node?.snippet ?? item.url ?? item.groupLabel ?? item.source ?? '';
  const where = (item.sourceLocation as { url?: string } | undefined)?.url;
  const described = typeof text === 'object' ? JSON.stringify(text) : String(text);
  const named = where && !described.includes(where) ? `${described} at ${where}` : described;
  const ms = item.total ?? item.duration;
  if (typeof item.wastedBytes === 'number')
    return `${named}: ${Math.round(item.wastedBytes / 1024)} KiB unused`;
  if (typeof ms === 'number') return `${named}: ${Math.round(ms)} ms`;
  return named;
}

function exampleOf(audit: AuditResult): string {
  const items = (audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  const named = items.map(describeItem).find((text) => text !== '' && !text.startsWith('Unattributable'));
  return (named ?? '').slice(0, 160);
}

function isFailing(audit: AuditResult | undefined): audit is AuditResult {
  if (!audit || audit.score === null) return false;
  return audit.scoreDisplayMode === 'binary' ? audit.score < 1 : audit.score < 0.9;
}

function findingOf(audit: AuditResult): AuditFinding {
  return {
    id: audit.id,
    title: audit.title,
    displayValue: audit.displayValue ?? '',
    savingsMs: savingsMsOf(audit),
    savingsBytes: (audit.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0,
    example: exampleOf(audit),
  };
}

/** Audits of `category` that fail, without the metrics themselves; `weighted` keeps only those that score. */
function failingIn(lhr: Result, category: string, weighted: boolean): AuditFinding[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden' && (!weighted || ref.weight > 0))
    .map((ref) => lhr.audits[ref.id])
    .filter(isFailing)
    .map(findingOf);
}

function transferOf(lhr: Result): ScreenFigures['transfer'] {
  const summary = (lhr.audits['resource-summary']?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const total = summary?.find((item) => item.resourceType === 'total');
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const scripts = (requests ?? []).filter((item) => item.resourceType === 'Script');
  const sum = (items: typeof scripts, key: string) =>
    items.reduce((bytes, item) => bytes + Number(item[key] ?? 0), 0);
  // Request times and the observed paint are both counted from the start of the navigation.
  const metrics = (lhr.audits.metrics?.details as { items?: Array<Record<string, unknown>> })?.items?.[0];
  const paintMs = Number(metrics?.observedFirstContentfulPaint ?? Number.NaN);
  const beforePaint = scripts.filter((item) => Number(item.networkRequestTime) < paintMs);
  return {
    totalBytes: numeric(lhr, 'total-byte-weight'),
    requests: Number(total?.requestCount ?? 0),
    jsBytes: sum(scripts, 'transferSize'),
    jsResourceBytes: sum(scripts, 'resourceSize'),
    jsBeforePaintBytes: sum(beforePaint, 'transferSize'),
  };
}

/**
 * Puts the session in the browser's cookie jar, as signing in would. Lighthouse keeps cookies between its
 * steps (it clears caches and service workers, not cookies), and every request the page or its workers make
 * carries it; `extraHeaders` would reach only the page's own requests, not those the validation worker makes.
 */
export async function holdSession(port: number, url: string, cookie: string): Promise<void> {
  const pair = cookie.split(';')[0] ?? '';
  const name = pair.slice(0, pair.indexOf('='));
  const value = pair.slice(pair.indexOf('=') + 1);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie({ name, value, domain: new URL(url).hostname, path: '/', httpOnly: true });
  } finally {
    await browser.disconnect();
  }
}

/** Debian's Chromium, headless, in a profile of its own (chrome-launcher), for one run or the warm-up. */
function launchChromium() {
  return launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
  });
}

/**
 * Opens each address once in a Chromium of its own, unmeasured, and waits for the page to settle. The first
 * request a fresh server answers for a route runs cold code and cold caches; on this 2-core machine that work
 * shares the CPU with the browser, and Lighthouse counts the page's tasks it stretches as blocking time. A
 * server in a ward has answered them long before.
 */
export async function warmUp(urls: readonly string[], cookie: string): Promise<void> {
  const chrome = await launchChromium();
  try {
    const first = urls[0];
    if (!first) return;
    await holdSession(chrome.port, first, cookie);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      // The notification stream stays open: "idle" is at most two connections for half a second.
      for (const url of urls) await page.goto(url, { waitUntil: 'networkidle2', timeout: 60_000 });
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/** One run with Lighthouse's default config: mobile, simulated slow 4G and a 4x slower CPU. */
async function runOnce(url: string, cookie: string): Promise<Result> {
  const chrome = await launchChromium();
  try {
    await holdSession(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    // A screen that sent the browser to sign in would be measured as the sign-in screen.
    const ended = new URL(lhr.finalDisplayedUrl);
    if (ended.pathname !== new URL(url).pathname)
      throw new Error(`the page ended on ${ended.pathname}${ended.search}, not the screen asked for`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * One run, made again once if it fails: now and then Lighthouse loses the trace of a load that went well
 * ("Something went wrong with recording the trace", NO_NAVSTART). A second failure is the page's.
 */
export async function runOnceOrAgain(url: string, cookie: string): Promise<Result> {
  try {
    return await runOnce(url, cookie);
  } catch (error) {
    console.log(
      `  (a run of ${new URL(url).pathname} failed and is made again: ${(error as Error).message})`,
    );
    return runOnce(url, cookie);
  }
}

/**
 * The figures of `url` from its runs, reported by the median run (Lighthouse's computeMedianRun). One run swings
 * by 10 points or more on a busy 2-core machine; Lighthouse's own advice is the median of five.
 */
export function summariseRuns(url: string, results: readonly Result[]): ScreenFigures {
  const lhr = computeMedianRun([...results]);
  const scores = results.map((result) => score(result, 'performance'));
  const origin = new URL(url).origin;
  // Files are named by their path: the port changes from run to run.
  const findings = (category: string, weighted: boolean) =>
    failingIn(lhr, category, weighted).map((f) => ({ ...f, example: f.example.replaceAll(origin, '') }));
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    runs: { count: results.length, lowest: Math.min(...scores), highest: Math.max(...scores) },
    transfer: transferOf(lhr),
    opportunities: findings('performance', false).sort(
      (a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes,
    ),
    failures: [...findings('accessibility', true), ...findings('best-practices', true)],
    warnings: lhr.runWarnings.map(String),
    environment: {
      lighthouse: lhr.lighthouseVersion,
      chromium: /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium',
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    },
  };
}
