import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

interface RenderOptions {
  /** Queries already loaded, as the screen around the component would have them; they never go stale. */
  cached?: [QueryKey, unknown][];
}

/** Renders with a fresh query client (no retries) and a router, as the route would. */
export function renderWithProviders(ui: ReactNode, { cached = [] }: RenderOptions = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  for (const [queryKey, data] of cached) {
    client.setQueryDefaults(queryKey, { staleTime: Number.POSITIVE_INFINITY });
    client.setQueryData(queryKey, data);
  }
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
