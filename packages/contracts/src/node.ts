// Node-only: spawning the embedded anvil node and deploying the marketplace to it.
export { type AnvilInstance, resolveAnvilBinary, type StartAnvilOptions, startAnvil } from './anvil';
export { isRunning as isProcessRunning } from './anvil-lifetime';
export { deployMarketplace } from './deploy';
export { collectOutput, type OutputLog } from './process-output';
