export const loadSettingsSchema = () => import('./schemas').then((m) => m.settingsSchema);
