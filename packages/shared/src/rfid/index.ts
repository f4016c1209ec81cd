export * from './constants';
export * from './epc';
export * from './schemas';
