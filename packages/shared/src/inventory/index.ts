export * from './auto-generate';
export * from './constants';
export * from './csv-import';
export * from './expiry-state';
export * from './rules';
export * from './schemas';
