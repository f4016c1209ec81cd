import { z } from 'zod';
import { LANGUAGES, THEMES, TIMEZONES } from './settings-options';

export * from './settings-options';

export const settingsSchema = z.object({
  email: z.email({ message: 'Enter a valid email address, like name@example.org.' }).max(254),
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES),
  desktopNotifications: z.boolean(),
  mobileNotifications: z.boolean(),
  autoLogout: z.boolean(),
  systemUpdates: z.boolean(),
  securityAlerts: z.boolean(),
  inventoryAlerts: z.boolean(),
  realtimeUpdates: z.boolean(),
  smsNotifications: z.boolean(),
  emailDigest: z.boolean(),
  theme: z.enum(THEMES),
  compactMode: z.boolean(),
  showAnimations: z.boolean(),
  dataCollection: z.boolean(),
  analytics: z.boolean(),
  locationServices: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;
