// The account module's front door: the signed-in account's own password, 2FA, sessions and login history.
export { accountRoutes } from './routes';
