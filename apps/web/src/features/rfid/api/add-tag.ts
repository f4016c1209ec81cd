import type { RfidTag } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';
import { useInvalidateRfid } from './use-invalidate-rfid';

/** Add RFID Tag: a new tag for one chosen supply. */
export function addTag(itemId: number): Promise<RfidTag> {
  return api.post('/rfid/tags', responseSchema('features/rfid', 'rfidTagSchema'), { itemId });
}

export function useAddTag() {
  const invalidate = useInvalidateRfid();
  return useMutation({ mutationFn: addTag, onSuccess: invalidate });
}
