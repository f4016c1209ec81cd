import { z } from 'zod';
import { ACCOUNT_ROLES } from './auth/permissions';

export const roleSchema = z.enum(ACCOUNT_ROLES);

export const profileStatSchema = z.object({ key: z.string(), value: z.number().int() });

export const profileSchema = z.object({
  role: roleSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  avatarLetter: z.string(),
  roleTitle: z.string(),
  department: z.string(),
  joinDate: z.string(),
  permissions: z.array(z.string()),
  /** Figures of the role-specific information card, e.g. { key: 'staff', value: 12 }. */
  stats: z.array(profileStatSchema),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Full Name is required.').max(120, 'Full Name is at most 120 characters.'),
  email: z.email({ message: 'Enter a valid email address, like name@example.org.' }).max(254),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone is at most 40 characters.')
    .regex(/^[+()\d\s.-]*$/, 'Phone may contain only digits, spaces and + ( ) - .'),
  location: z.string().trim().max(120, 'Location is at most 120 characters.'),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const PROFILE_ACTIVITY_KINDS = [
  'profile_updated',
  'password_changed',
  'notification_settings_updated',
] as const;

export const profileActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(PROFILE_ACTIVITY_KINDS),
  createdAt: z.string(),
});
export type ProfileActivity = z.infer<typeof profileActivitySchema>;
export const profileActivityListSchema = z.object({ items: z.array(profileActivitySchema) });
