import type { AutoGeneratePreview } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateInventory } from '@/hooks/use-invalidate-inventory';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

/** GET auto-generate/preview: the orders Auto-Generate Orders would create now. Writes nothing. */
export function previewAutoGenerateOrders(): Promise<AutoGeneratePreview> {
  return api.get(
    '/inventory/purchase-orders/auto-generate/preview',
    responseSchema('features/inventory', 'autoGeneratePreviewSchema'),
  );
}

/** Creates exactly the previewed orders: the server answers 409 and creates none if the plan changed. */
export function autoGenerateOrders(fingerprint: string) {
  return api.post(
    `/inventory/purchase-orders/auto-generate?confirm=${fingerprint}`,
    responseSchema('features/inventory', 'autoGenerateResultSchema'),
  );
}

/** Fetched when the button is pressed, never from a cache: the preview must be what applies now. */
export function usePreviewAutoGenerateOrders() {
  return useMutation({ mutationFn: previewAutoGenerateOrders });
}

export function useAutoGenerateOrders() {
  const invalidate = useInvalidateInventory();
  return useMutation({ mutationFn: autoGenerateOrders, onSuccess: invalidate });
}
