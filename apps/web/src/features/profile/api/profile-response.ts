// The profile's answer (GET and PATCH /profile), checked against its schema by lib/response-validation.
import { responseSchema } from '@/lib/response-validation';
export const profileResponse = responseSchema('features/profile', 'profileSchema');
