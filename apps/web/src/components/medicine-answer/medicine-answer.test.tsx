import { MESSAGES_NAMESPACE } from '@careledger/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { urgentAnswer } from '@/testing/medicine-fixtures';
import { serverWord } from '@/testing/server-word';
import { AnswerDisclaimer } from './answer-disclaimer';
import { PossibleConditions } from './possible-conditions';
import { SymptomBadges } from './symptom-badges';
import { UrgentReferralPanel } from './urgent-referral-panel';

// The parts both assistants share; each screen's own tests check its words and its whole answer.

const symptomOrder = () => screen.getAllByTestId('symptom-badge').map((badge) => badge.dataset.symptom);

describe('medicine answer parts', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(MESSAGES_NAMESPACE);
  });
  afterEach(cleanup);

  it('lists the symptoms as the server found them, or the most certain first', () => {
    const props = {
      detected: { fever: 0.4, headache: 0.9, cough: 0.6 },
      names: { fever: 'Fever', headache: 'Headache' },
      title: 'Symptoms',
      emptyText: 'None',
    };
    render(<SymptomBadges {...props} layout="cards" />);
    expect(symptomOrder()).toEqual(['fever', 'headache', 'cough']);
    expect(screen.getAllByTestId('symptom-badge')[2]?.textContent).toBe(
      `${serverWord('medicine.symptoms.cough', 'Cough')} 60%`,
    );
    cleanup();
    render(<SymptomBadges {...props} layout="compact" order="most-certain-first" />);
    expect(symptomOrder()).toEqual(['headache', 'cough', 'fever']);
    expect(screen.getByRole('heading', { name: 'Symptoms' }).tagName).toBe('H2');
  });

  it('shows no conditions as nothing at all, unless the screen has words for it', () => {
    const { container } = render(<PossibleConditions conditions={[]} title="Conditions" layout="cards" />);
    expect(container.textContent).toBe('');
    render(<PossibleConditions conditions={[]} title="Conditions" emptyText="None found" layout="compact" />);
    expect(screen.getByTestId('possible-conditions').textContent).toBe('ConditionsNone found');
  });

  it('names the red-flag group only when the screen gives it a heading', () => {
    const { redFlags } = urgentAnswer();
    render(<UrgentReferralPanel redFlags={redFlags} title="Go now" body="No medicine." layout="compact" />);
    const panel = screen.getByRole('alert', { name: 'Go now' });
    expect(within(panel).getAllByTestId('red-flag')).toHaveLength(2);
    expect(within(panel).queryByRole('heading', { level: 3 })).toBeNull();
    cleanup();
    render(
      <UrgentReferralPanel
        redFlags={redFlags}
        title="Go now"
        body="No medicine."
        flagsTitle="Warning signs"
        layout="cards"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Warning signs' })).toBeTruthy();
  });

  it('titles the disclaimer in cards, and only names it in compact', () => {
    const english = 'Decision support only.';
    const text = serverWord('medicine.disclaimer', english);
    render(<AnswerDisclaimer english={english} title="Not a diagnosis" layout="cards" />);
    expect(screen.getByRole('heading', { name: 'Not a diagnosis' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Not a diagnosis' }).textContent).toContain(text);
    cleanup();
    render(<AnswerDisclaimer english={english} title="Disclaimer" layout="compact" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Disclaimer' }).textContent).toBe(text);
  });
});
