export * from './alerts';
export * from './chain-activity';
export * from './items';
export * from './notifications';
export * from './profile-activity';
export * from './profiles';
export * from './settings';
export * from './stock-movements';
