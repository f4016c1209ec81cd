import { z } from 'zod';

/**
 * Bulk actions (CSV import, Auto-Generate Orders, Assign RFID Tags) preview what they would write and return a
 * fingerprint of that plan: a SHA-256 in hexadecimal. Applying sends it back as `confirm`, and the server
 * refuses (409, nothing written) when its plan no longer has that fingerprint.
 */
export const previewFingerprintSchema = z.string();

export const confirmFingerprintSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'confirm must be the fingerprint of a preview (64 hexadecimal digits).');
