import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Compiles the Solidity sources with the npm `solc` package (the compiler ships inside it, nothing is
// downloaded) and writes one typed TypeScript module per deployable contract into generated/.

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const contractsDir = join(packageRoot, 'contracts');
const generatedDir = join(packageRoot, 'generated');
const require = createRequire(import.meta.url);

/** The files whose content decides the output, besides the Solidity sources. */
const compilerFiles = [
  fileURLToPath(import.meta.url),
  fileURLToPath(new URL('./compile.ts', import.meta.url)),
];

const settings = {
  // Cancun is supported by anvil and by the public EVM networks a facility group might follow.
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
} as const;

interface Target {
  source: string;
  contract: string;
  exportPrefix: string;
  outFile: string;
}

const targets: Target[] = [
  {
    source: 'contracts/CareLedgerMarketplace.sol',
    contract: 'CareLedgerMarketplace',
    exportPrefix: 'marketplace',
    outFile: 'marketplace.ts',
  },
  {
    source: 'contracts/test/MaliciousReceiver.sol',
    contract: 'MaliciousReceiver',
    exportPrefix: 'maliciousReceiver',
    outFile: 'malicious-receiver.ts',
  },
  {
    source: 'contracts/test/ReceiverAccount.sol',
    contract: 'ReceiverAccount',
    exportPrefix: 'receiverAccount',
    outFile: 'receiver-account.ts',
  },
];

interface SolcMessage {
  severity: 'error' | 'warning' | 'info';
  formattedMessage: string;
}

interface SolcOutput {
  errors?: SolcMessage[];
  contracts?: Record<
    string,
    Record<
      string,
      { abi: unknown[]; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >;
}

export interface CompileResult {
  compiled: boolean;
  inputHash: string;
  files: string[];
}

/** Compiles when the sources, compiler or this script changed since the last run; otherwise returns at once. */
export async function compileContracts(options: { force?: boolean } = {}): Promise<CompileResult> {
  const sources = await readSources();
  const inputHash = await hashInputs(sources);
  const files = targets.map((target) => join(generatedDir, target.outFile));
  if (!options.force && (await isUpToDate(files, inputHash))) {
    return { compiled: false, inputHash, files };
  }

  const output = await runSolc(sources);
  await mkdir(generatedDir, { recursive: true });
  for (const [index, target] of targets.entries()) {
    const artifact = output.contracts?.[target.source]?.[target.contract];
    if (!artifact) throw new Error(`solc produced no output for ${target.source}:${target.contract}`);
    const file = files[index] as string;
    // Write then rename, so a concurrent reader never sees half a module.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, renderModule(target, artifact, inputHash));
    await rename(temporary, file);
  }
  return { compiled: true, inputHash, files };
}

async function readSources(): Promise<Map<string, string>> {
  const entries = await readdir(contractsDir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.sol'))
    .map((entry) => relative(packageRoot, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  const sources = new Map<string, string>();
  for (const path of paths) sources.set(path, await readFile(join(packageRoot, path), 'utf8'));
  return sources;
}

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

async function hashInputs(sources: Map<string, string>): Promise<string> {
  const hash = createHash('sha256');
  const add = (label: string, value: string) => hash.update(`${label}\0${value}\0`);
  add('solc', packageVersion('solc'));
  add('@openzeppelin/contracts', packageVersion('@openzeppelin/contracts'));
  add('settings', JSON.stringify(settings));
  for (const file of compilerFiles) add(relative(packageRoot, file), await readFile(file, 'utf8'));
  for (const [path, content] of sources) add(path, content);
  return hash.digest('hex');
}

async function isUpToDate(files: string[], inputHash: string): Promise<boolean> {
  for (const file of files) {
    const head = await readFile(file, 'utf8').then(
      (text) => text.slice(0, 500),
      () => '',
    );
    if (!head.includes(`// input-hash: ${inputHash}\n`)) return false;
  }
  return true;
}

/** Resolves `@openzeppelin/contracts/...` style imports from node_modules. */
function findImport(path: string): { contents: string } | { error: string } {
  const parts = path.split('/');
  const nameLength = path.startsWith('@') ? 2 : 1;
  const packageName = parts.slice(0, nameLength).join('/');
  try {
    const root = dirname(require.resolve(`${packageName}/package.json`));
    return { contents: readFileSync(join(root, ...parts.slice(nameLength)), 'utf8') };
  } catch (error) {
    return { error: `Cannot resolve import "${path}": ${(error as Error).message}` };
  }
}

async function runSolc(sources: Map<string, string>): Promise<SolcOutput> {
  // Loaded lazily: the compiler is a large WebAssembly module and the up-to-date check must stay instant.
  const { default: solc } = await import('solc');
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries([...sources].map(([path, content]) => [path, { content }])),
    settings: {
      ...settings,
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const messages = output.errors ?? [];
  const errors = messages.filter((message) => message.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `Solidity compilation failed (solc ${solc.version()}):\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    );
  }
  for (const warning of messages.filter((message) => message.severity === 'warning')) {
    process.stderr.write(warning.formattedMessage);
  }
  return output;
}

function renderModule(
  target: Target,
  artifact: { abi: unknown[]; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } },
  inputHash: string,
): string {
  return [
    `// @generated by packages/contracts/scripts/compile.ts from ${target.source}. Do not edit.`,
    `// input-hash: ${inputHash}`,
    '',
    `export const ${target.exportPrefix}Abi = ${JSON.stringify(artifact.abi, null, 2)} as const;`,
    '',
    `export const ${target.exportPrefix}Bytecode: \`0x\${string}\` = '0x${artifact.evm.bytecode.object}';`,
    '',
    `export const ${target.exportPrefix}DeployedBytecode: \`0x\${string}\` = '0x${artifact.evm.deployedBytecode.object}';`,
    '',
  ].join('\n');
}
