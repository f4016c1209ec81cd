export * from './constants';
export * from './csv-import';
export * from './rules';
export * from './schemas';
