// The settings' answer (GET, PUT and reset), checked against its schema by lib/response-validation.
import { responseSchema } from '@/lib/response-validation';
export const settingsResponse = responseSchema('features/settings', 'settingsSchema');
