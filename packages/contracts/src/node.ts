// Node-only: spawning the embedded anvil node and deploying the marketplace to it.
export { type AnvilInstance, resolveAnvilBinary, type StartAnvilOptions, startAnvil } from './anvil';
export { deployMarketplace } from './deploy';
export { collectOutput, type OutputLog } from './process-output';
