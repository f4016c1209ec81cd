import type { RfidTag, RfidTagUpdate } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';
import { useInvalidateRfid } from './use-invalidate-rfid';

/** Saving sends the whole tag (spec 001); the server keeps tag id and item name as they are. */
export function updateTag({ tagId, update }: { tagId: string; update: RfidTagUpdate }): Promise<RfidTag> {
  return api.put(
    `/rfid/tags/${encodeURIComponent(tagId)}`,
    responseSchema('features/rfid', 'rfidTagSchema'),
    update,
  );
}

export function useUpdateTag() {
  const invalidate = useInvalidateRfid();
  return useMutation({ mutationFn: updateTag, onSuccess: invalidate });
}
