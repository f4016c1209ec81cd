import { ROUTES } from '@careledger/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { PageFallback } from './page-fallback';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageFallback />
    </MemoryRouter>,
  );
}

describe('PageFallback', () => {
  beforeAll(setUpI18n);
  afterEach(cleanup);

  it('shows the screen’s title and description while its code is on its way', () => {
    renderAt(ROUTES.inventory);
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeTruthy();
    expect(
      screen.getByText('Supplies and their stock ledger, alerts, purchase orders and suppliers.'),
    ).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('takes an alias path to the same screen, and a screen without a description shows its title alone', () => {
    renderAt(ROUTES.predictionsAlias);
    expect(screen.getByRole('heading', { level: 1, name: 'AI Predictions Hub' })).toBeTruthy();
    cleanup();
    const { container } = renderAt(ROUTES.marketplace);
    expect(screen.getByRole('heading', { level: 1, name: 'Medical Supply Marketplace' })).toBeTruthy();
    expect(container.querySelector('h1 + p')).toBeNull();
  });

  it('shows only the spinner for a screen it has no head for', () => {
    renderAt(ROUTES.profile);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
