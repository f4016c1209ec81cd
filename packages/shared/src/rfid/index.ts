export * from './constants';
export * from './epc';
