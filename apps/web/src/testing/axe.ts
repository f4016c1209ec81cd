import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * No serious or critical axe violation in what is rendered. jsdom lays nothing out, so colour contrast is
 * left to the browser tests (e2e), which run axe on the real page.
 */
export async function expectNoSeriousAxeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
