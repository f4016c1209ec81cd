import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidateRfid } from './use-invalidate-rfid';

/** A tag for every supply without one; answers how many were assigned. */
export function assignTags(): Promise<{ assigned: number }> {
  return api.post('/rfid/assign', () => import('./schemas').then((m) => m.rfidAssignResultSchema));
}

export function useAssignTags() {
  const invalidate = useInvalidateRfid();
  return useMutation({ mutationFn: assignTags, onSuccess: invalidate });
}
