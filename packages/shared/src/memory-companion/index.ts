export * from './analysis-view';
export * from './constants';
export * from './memory-report';
export * from './schemas';
export * from './task-priority';
