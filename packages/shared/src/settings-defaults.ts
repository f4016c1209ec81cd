// The default settings, also without zod (the web app's preferences start from them). They are typed by the
// schema, so this file depends on settings.ts; settings.ts does not import it.
import type { Settings } from './settings';

/** Spec 000 section 2.9: every default, word for word. The email default is the viewer's profile email. */
export const DEFAULT_SETTINGS: Omit<Settings, 'email'> = {
  language: 'en',
  timezone: 'UTC',
  desktopNotifications: true,
  mobileNotifications: true,
  autoLogout: false,
  systemUpdates: false,
  securityAlerts: true,
  inventoryAlerts: true,
  realtimeUpdates: true,
  smsNotifications: false,
  emailDigest: true,
  theme: 'system',
  compactMode: false,
  showAnimations: true,
  dataCollection: true,
  analytics: true,
  locationServices: false,
};
