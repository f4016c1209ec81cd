import type { RedFlag } from '@careledger/shared';
import type { Understanding } from '../understanding';
import { englishName } from './medicine-text';

/** The red flags the reader found (negated ones never reach here), each with its English name and what to do now. */
export function describeRedFlags(understanding: Understanding): RedFlag[] {
  return understanding.redFlags.map((flag) => ({
    key: flag.key,
    matched: flag.matched,
    name: englishName('redFlags', `${flag.key}.name`),
    action: englishName('redFlags', `${flag.key}.action`),
  }));
}
