export * from './assign-plan';
export * from './constants';
export * from './epc';
export * from './schemas';
