export * from './constants';
export * from './permissions';
export * from './schemas';
