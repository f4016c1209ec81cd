import type { Eip1193Provider } from '../types';

type Handler = (params: unknown[]) => unknown;

/**
 * An in-memory EIP-1193 provider for unit tests of the wallet state machine: answers from a table of
 * handlers, records every request and emits events on demand. It signs nothing and talks to no chain.
 */
export function createFakeProvider(handlers: Record<string, Handler> = {}) {
  const listeners = new Map<string, Set<(...args: never[]) => void>>();
  const requests: { method: string; params: unknown[] }[] = [];
  const table: Record<string, Handler> = { eth_chainId: () => '0x7a69', ...handlers };

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      const list = Array.isArray(params) ? params : [];
      requests.push({ method, params: list });
      const handler = table[method];
      if (!handler) throw { code: 4200, message: `Unsupported method ${method}` };
      return handler(list);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };

  return {
    provider,
    requests,
    /** Replaces or adds the answer to one method. */
    answer(method: string, handler: Handler) {
      table[method] = handler;
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
    },
    methods: () => requests.map((r) => r.method),
  };
}

/** A provider error as wallets throw them: a plain object with a numeric code. */
export const providerError = (code: number, message = 'error') => ({ code, message });

/** Resolves after pending promise callbacks ran. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
