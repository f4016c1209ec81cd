export * from './analysis';
export * from './answer';
