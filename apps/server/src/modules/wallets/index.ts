// The wallets module's front door: wallets linked to accounts by a Sign-In with Ethereum signature.
export { linkedWalletsOf } from './link-wallet';
export { walletRoutes } from './routes';
