// The admin module's front door: accounts, every session, the audit log and API tokens.
export { adminRoutes } from './routes';
