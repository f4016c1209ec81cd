import type * as MemoryTools from '@careledger/shared/memory';

let loading: Promise<typeof MemoryTools> | undefined;

/**
 * The memory companion's language tools (@careledger/shared/memory, with compromise and chrono-node), loaded the
 * first time a memory is told, asked about or seeded. They are some 500 modules and about a second of start-up,
 * which a server nobody asks about memories never pays. A failed load is tried again on the next call.
 */
export function loadMemoryTools(): Promise<typeof MemoryTools> {
  loading ??= import('@careledger/shared/memory').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
