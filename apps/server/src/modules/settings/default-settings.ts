import { DEFAULT_SETTINGS, type Settings } from '@careledger/shared';

/** Spec 000 section 2.9: the defaults, with the viewer's profile email as the email address. */
export function defaultSettingsFor(profileEmail: string): Settings {
  return { ...DEFAULT_SETTINGS, email: profileEmail };
}

/** The switches on the Notifications and device tabs; changing one is a `notification_settings_updated`. */
export const NOTIFICATION_SETTING_KEYS = [
  'desktopNotifications',
  'mobileNotifications',
  'systemUpdates',
  'securityAlerts',
  'inventoryAlerts',
  'realtimeUpdates',
  'smsNotifications',
  'emailDigest',
] as const satisfies readonly (keyof Settings)[];

export function hasNotificationFlagChanged(before: Settings, after: Settings): boolean {
  return NOTIFICATION_SETTING_KEYS.some((key) => before[key] !== after[key]);
}
