import { describe, expect, it } from 'vitest';
import type { ParseKeys, TFunction } from './types';

// Compile-time checks (tsc reads the @ts-expect-error lines): t takes the keys of its namespace and no other,
// as with i18next's types. The calls never run.

function keyChecks(
  t: TFunction,
  inventory: TFunction<'inventory'>,
  several: TFunction<readonly ['skin', 'translation']>,
) {
  t('common.loading');
  // A plural is asked for by its base key, or by a form.
  t('notifications.time.minutes', { count: 2 });
  t('notifications.time.minutes_one');
  // @ts-expect-error a key that is not in translation.json
  t('common.nothing');
  // @ts-expect-error a group is not a key
  t('common');
  // @ts-expect-error an inventory key is not a key of translation
  t('header.checkAlerts');
  inventory('header.checkAlerts');
  // @ts-expect-error a translation key is not a key of inventory
  inventory('common.loading');
  // The options' namespace decides the keys.
  inventory('common.loading', { ns: 'translation' });
  // @ts-expect-error not a key of the namespace named
  inventory('header.checkAlerts', { ns: 'translation' });
  // `ns:key` only for a t of several namespaces.
  several('translation:common.loading');
  // @ts-expect-error not for a t of one namespace
  inventory('translation:common.loading');
  // @ts-expect-error the namespace is not one of the t's
  several('inventory:header.checkAlerts');
}

const walletKey: ParseKeys<'wallet'> = 'transaction.errors.rejected';
// @ts-expect-error ParseKeys is the first download's keys by default
const notDefault: ParseKeys = 'transaction.errors.rejected';

describe('key types', () => {
  it('are checked by tsc', () => {
    expect(typeof keyChecks).toBe('function');
    expect([walletKey, notDefault]).toHaveLength(2);
  });
});
