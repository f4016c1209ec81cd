export * from './keys';
export * from './params';
