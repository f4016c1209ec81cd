// The settings module's front door: what the rest of the server may use.
export { defaultSettingsFor } from './default-settings';
export { settingsRoutes } from './routes';
