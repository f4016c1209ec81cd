import type { RfidAnalytics, RfidStatistics, RfidTag } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { type ApiHandler, json, stubApi } from '@/testing/stub-api';
import { statisticsQueryOptions } from '../api/get-statistics';
import { AnalyticsTab } from './analytics-tab';

const statistics: RfidStatistics = {
  totalTags: 18,
  activeTags: 12,
  lostTags: 2,
  damagedTags: 1,
  totalSupplies: 40,
  suppliesWithRFID: 17,
  suppliesWithoutRFID: 23,
  coveragePercentage: 42.5,
};

const tag = (tagId: string, itemName: string, overrides: Partial<RfidTag> = {}): RfidTag => ({
  tagId,
  itemId: 1,
  itemName,
  status: 'active',
  generatedAt: '2026-10-01T10:00:00.000Z',
  lastScan: null,
  location: null,
  batteryLevel: null,
  signalStrength: null,
  pureIdentityUri: `urn:epc:id:sgtin:${tagId}`,
  ...overrides,
});

/** The last 30 days up to 2026-11-22, with reader events on three of them (23 in all). */
const EVENTS: Record<string, number> = { '2026-10-24': 5, '2026-11-10': 3, '2026-11-22': 15 };
const scansPerDay = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 9, 24 + index)).toISOString().slice(0, 10);
  return { day, events: EVENTS[day] ?? 0 };
});

const analytics: RfidAnalytics = {
  statusCounts: { active: 1200, inactive: 3, lost: 2, damaged: 0 },
  batteryBands: [
    { min: 0, max: 20, count: 12 },
    { min: 21, max: 50, count: 4 },
    { min: 51, max: 80, count: 0 },
    { min: 81, max: 100, count: 9 },
  ],
  withoutBattery: 7,
  scansPerDay,
  lowBattery: {
    total: 12,
    tags: [
      tag('3034257BF7194E4000000001', 'Insulin pens', { batteryLevel: 4 }),
      tag('3034257BF7194E4000000002', 'Saline bags', { batteryLevel: 18 }),
    ],
  },
  unseen: {
    total: 2,
    tags: [
      tag('3034257BF7194E4000000003', 'Gauze pads'),
      tag('3034257BF7194E4000000004', 'Nitrile gloves', { lastScan: '2026-11-01T12:00:00.000Z' }),
    ],
  },
  unseenDays: 7,
};

const quiet: RfidAnalytics = {
  ...analytics,
  scansPerDay: scansPerDay.map(({ day }) => ({ day, events: 0 })),
  lowBattery: { total: 0, tags: [] },
  unseen: { total: 0, tags: [] },
};

/** GET /api/rfid/analytics answers these in turn, the last one from then on. */
const stubAnalytics = (...answers: ApiHandler[]) =>
  stubApi({
    '/api/rfid/analytics': (url: string) => {
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      return answer ? answer(url) : json({ error: 'NOT_FOUND', message: url }, 404);
    },
  });

// The screen has loaded the statistics before the tab shows.
const renderTab = (screenStatistics = statistics) =>
  renderWithProviders(<AnalyticsTab />, { cached: [[statisticsQueryOptions().queryKey, screenStatistics]] });

const figure = (name: string) => screen.getByRole('figure', { name });
/** The rows of a chart's screen-reader table, each as its cells' text. */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name: `${name} Chart data` }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const section = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement;

describe('AnalyticsTab', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('rfid');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the coverage from the statistics while the analytics load', () => {
    stubAnalytics(() => new Promise<Response>(() => undefined));
    renderTab();
    const coverage = figure('RFID Coverage');
    expect(within(coverage).getByText('42.5%')).toBeTruthy();
    expect(within(coverage).getByText('17 of 40 supplies carry a tag.')).toBeTruthy();
    expect(within(coverage).getByTestId('coverage-arc').getAttribute('stroke-dasharray')).toBe('42.5 100');
    expect(screen.getByRole('status').textContent).toBe('Loading RFID tags…');
    expect(screen.queryByRole('figure', { name: 'Status Distribution' })).toBeNull();
  });

  it('charts the status counts in the dot colours, drawn for the eye and tabled for screen readers', async () => {
    stubAnalytics(() => json(analytics));
    renderTab();
    const status = await screen.findByRole('figure', { name: 'Status Distribution' });
    const bars = within(status).getByTestId('chart-bars');
    expect(bars.getAttribute('aria-hidden')).toBe('true');
    expect(
      within(bars)
        .getAllByRole('listitem', { hidden: true })
        .map((bar) => bar.textContent),
    ).toEqual(['Active1,200', 'Inactive3', 'Lost2', 'Damaged0']);
    const fills = bars.querySelectorAll<HTMLElement>('li > span:nth-child(2) > span');
    expect([...fills].map((fill) => fill.className.match(/bg-(\w+)-\d+ /)?.[1])).toEqual([
      'green',
      'slate',
      'red',
      'orange',
    ]);
    expect(fills[0]?.style.width).toBe('100%');
    expect(fills[3]?.style.width).toBe('0%');
    expect(tableRows('Status Distribution')).toEqual([
      ['Status', 'Tags'],
      ['Active', '1,200'],
      ['Inactive', '3'],
      ['Lost', '2'],
      ['Damaged', '0'],
    ]);
  });

  it('charts the battery bands and the tags without a battery', async () => {
    stubAnalytics(() => json(analytics));
    renderTab();
    await screen.findByRole('figure', { name: 'Battery Levels' });
    expect(tableRows('Battery Levels')).toEqual([
      ['Battery', 'Tags'],
      ['0–20%', '12'],
      ['21–50%', '4'],
      ['51–80%', '0'],
      ['81–100%', '9'],
      ['No battery', '7'],
    ]);
  });

  it('charts the reader events of each of the 30 days, with their total', async () => {
    stubAnalytics(() => json(analytics));
    renderTab();
    const scans = await screen.findByRole('figure', { name: 'Scans Over Time' });
    expect(within(scans).getByText('Reader events per day, last 30 days.')).toBeTruthy();
    expect(within(scans).getByTestId('scans-total').textContent).toBe('23 events in 30 days');
    const columns = within(scans).getByTestId('scan-columns');
    expect(columns.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(columns.children).toHaveLength(30);
    expect((columns.lastElementChild as HTMLElement).style.height).toBe('100%');
    const rows = tableRows('Scans Over Time');
    expect(rows).toHaveLength(31);
    expect(rows[0]).toEqual(['Day', 'Events']);
    expect(rows[1]).toEqual(['Oct 24, 2026', '5']);
    expect(rows[2]).toEqual(['Oct 25, 2026', '0']);
    expect(rows[30]).toEqual(['Nov 22, 2026', '15']);
  });

  it('lists the low-battery and unseen tags, and how many more there are', async () => {
    stubAnalytics(() => json(analytics));
    renderTab();
    await screen.findByRole('heading', { name: 'Insights' });
    const low = section('Low battery');
    expect(within(low).getByText('12 tags at or below 20% battery.')).toBeTruthy();
    expect(
      within(low)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Insulin pens3034257BF7194E40000000014%', 'Saline bags3034257BF7194E400000000218%']);
    expect(within(low).getByText('And 10 more.')).toBeTruthy();

    const unseen = section('Unseen tags');
    expect(within(unseen).getByText('2 active tags not seen by a reader for 7 days or more.')).toBeTruthy();
    expect(
      within(unseen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Gauze pads3034257BF7194E4000000003Never scanned',
      'Nitrile gloves3034257BF7194E4000000004Last seen Nov 1, 2026',
    ]);
    expect(within(unseen).queryByText(/^And \d+ more\.$/)).toBeNull();
  });

  it('says when there were no reader events and no tag needs attention', async () => {
    stubAnalytics(() => json(quiet));
    renderTab();
    const scans = await screen.findByRole('figure', { name: 'Scans Over Time' });
    expect(within(scans).getByText('No reader events in the last 30 days.')).toBeTruthy();
    expect(within(scans).queryByTestId('scans-total')).toBeNull();
    expect(within(scans).queryByTestId('scan-columns')).toBeNull();

    const low = section('Low battery');
    expect(within(low).getByText('No tag is at or below 20% battery.')).toBeTruthy();
    expect(within(low).queryByRole('list')).toBeNull();
    const unseen = section('Unseen tags');
    expect(
      within(unseen).getByText('Every active tag was seen by a reader in the last 7 days.'),
    ).toBeTruthy();
    expect(within(unseen).queryByRole('list')).toBeNull();
    expect(screen.queryByText(/^And \d+ more\.$/)).toBeNull();
  });

  it("shows the server's message when the analytics fail, and loads them again on retry", async () => {
    const fetch = stubAnalytics(
      () => json({ error: 'INTERNAL', message: 'The database is unavailable.' }, 500),
      () => json(analytics),
    );
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The RFID data could not be loaded. The database is unavailable.');
    expect(figure('RFID Coverage')).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('figure', { name: 'Status Distribution' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows N/A rather than 0% when there are no supplies', () => {
    stubAnalytics(() => new Promise<Response>(() => undefined));
    renderTab({ ...statistics, totalSupplies: 0, suppliesWithRFID: 0, coveragePercentage: 0 });
    const coverage = figure('RFID Coverage');
    expect(within(coverage).getByTestId('coverage-percent').textContent).toBe('N/A');
    expect(within(coverage).queryByTestId('coverage-arc')).toBeNull();
  });
});
