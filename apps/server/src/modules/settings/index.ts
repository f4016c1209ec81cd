// The settings module's front door: what the rest of the server may use.
export { settingsRoutes } from './routes';
