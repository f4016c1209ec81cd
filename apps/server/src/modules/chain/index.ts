// The chain module's front door: what the rest of the server may use.
export { chainRoutes } from './routes';
