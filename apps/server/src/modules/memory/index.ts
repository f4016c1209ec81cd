// The memory companion's front door (issue 16): its routes, and the one way a memory is stored (text or image).
// Who a memory request acts for is the patients module's.

export { loadMemoryTools } from './load-memory-tools';
export { memoryRoutes } from './routes';
export { type TellMemoryInput, tellMemory } from './tell-memory';
