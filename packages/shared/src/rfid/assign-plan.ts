import { z } from 'zod';
import { confirmFingerprintSchema, previewFingerprintSchema } from '../preview';

/** What Assign RFID Tags would do now: the items that would get a tag. Nothing is written. */
export const rfidAssignPreviewSchema = z.object({
  items: z.array(
    z.object({
      itemId: z.number().int(),
      itemName: z.string(),
      category: z.string(),
    }),
  ),
  fingerprint: previewFingerprintSchema,
});
export type RfidAssignPreview = z.infer<typeof rfidAssignPreviewSchema>;

/**
 * `confirm`: the fingerprint of the preview a person agreed to; 409 if the untagged items changed since.
 * Without it (the spec's bare POST) every item untagged now gets a tag.
 */
export const rfidAssignQuerySchema = z.strictObject({
  confirm: confirmFingerprintSchema.optional(),
});
