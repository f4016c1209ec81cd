import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { fakeBackend } from '../testing/fake-backend';
import { PATIENT_ID, report } from '../testing/memory-fixtures';
import { renderWorkspace } from '../testing/render-workspace';

const openAnalytics = () => {
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Analytics' }));
  return within(screen.getByRole('tabpanel', { name: 'Analytics' }));
};

describe('AnalyticsTab', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('memory');
  });
  afterEach(cleanup);

  it('shows the 3-day report: interactions, average importance, days, sentiments and importance by day', async () => {
    const backend = fakeBackend();
    backend.report.mockResolvedValue(report());
    renderWorkspace(backend);
    const panel = openAnalytics();
    expect((await panel.findByTestId('memory-total-interactions-value')).textContent).toBe('5');
    expect(backend.report).toHaveBeenCalledWith(PATIENT_ID, 3);
    expect(panel.getByText('Total Interactions')).toBeTruthy();
    expect(panel.getByTestId('memory-average-importance-value').textContent).toBe('62%');
    expect(panel.getByTestId('memory-days-analyzed-value').textContent).toBe('3');
    expect(panel.getByRole('heading', { name: 'Sentiment Distribution' })).toBeTruthy();
    const cell = (label: string) => panel.getByTestId(`memory-sentiment-${label}`).textContent;
    expect([cell('positive'), cell('negative'), cell('neutral')]).toEqual([
      'Positive3',
      'Negative1',
      'Neutral1',
    ]);
    const days = panel.getAllByRole('progressbar');
    expect(days.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['40', '85']);
    expect(days[1]?.getAttribute('aria-label')).toBe('Average importance on Nov 20, 2026, 3 entries');
  });

  it('says there is no analytics data while nothing was told in the window', async () => {
    renderWorkspace(fakeBackend());
    expect(await openAnalytics().findByText('No analytics data available yet')).toBeTruthy();
  });

  it('reads the report again after a new memory', async () => {
    const backend = fakeBackend();
    renderWorkspace(backend);
    const panel = openAnalytics();
    await panel.findByText('No analytics data available yet');
    backend.report.mockResolvedValue(report({ totalInteractions: 1 }));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Conversation' }));
    const message = screen.getByLabelText('Message');
    const process = within(message.closest('form') as HTMLFormElement).getByRole('button', {
      name: 'Process',
    });
    await waitFor(() => expect(process.hasAttribute('disabled')).toBe(false));
    fireEvent.change(message, { target: { value: 'Tea with Joan' } });
    fireEvent.click(process);
    expect((await openAnalytics().findByTestId('memory-total-interactions-value')).textContent).toBe('1');
  });
});
