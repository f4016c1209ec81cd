export * from './keys';
export * from './medicine-params';
export * from './params';
