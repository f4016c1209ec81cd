// The dashboard module's front door: what the rest of the server may use.
export { dashboardRoutes } from './routes';
