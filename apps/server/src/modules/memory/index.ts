// The memory companion's front door (issue 16): its routes, the one way a memory is stored (text or image), and
// who a memory request acts for.

export {
  type ActingAccount,
  actingAccount,
  type MemoryPatientRef,
  resolvePatient,
} from './resolve-patient';
export { memoryRoutes } from './routes';
export { type TellMemoryInput, tellMemory } from './tell-memory';
