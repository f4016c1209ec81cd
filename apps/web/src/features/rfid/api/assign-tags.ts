import type { RfidAssignPreview } from '@careledger/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';
import { useInvalidateRfid } from './use-invalidate-rfid';

/** GET /rfid/assign/preview: the supplies that would get a tag now. Writes nothing. */
export function previewAssignTags(): Promise<RfidAssignPreview> {
  return api.get('/rfid/assign/preview', responseSchema('features/rfid', 'rfidAssignPreviewSchema'));
}

/** A tag for each previewed supply; 409 and nothing assigned if the untagged supplies changed since. */
export function assignTags(fingerprint: string): Promise<{ assigned: number }> {
  return api.post(
    `/rfid/assign?confirm=${fingerprint}`,
    responseSchema('features/rfid', 'rfidAssignResultSchema'),
  );
}

/** Fetched when the button is pressed, never from a cache: the preview must be what applies now. */
export function usePreviewAssignTags() {
  return useMutation({ mutationFn: previewAssignTags });
}

export function useAssignTags() {
  const invalidate = useInvalidateRfid();
  return useMutation({ mutationFn: assignTags, onSuccess: invalidate });
}
