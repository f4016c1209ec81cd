import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Publishing to the marketplace arrives with the marketplace issue; until then this call fails. */
export function createListing(itemId: number) {
  return api.post('/marketplace/listings', undefined, { itemId });
}

export function useCreateListing() {
  return useMutation({ mutationFn: createListing });
}
