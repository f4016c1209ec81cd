// The health module's front door: what the rest of the server may use.
export { healthRoutes } from './routes';
