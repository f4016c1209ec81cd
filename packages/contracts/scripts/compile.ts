import { relative } from 'node:path';
import { compileContracts } from './compile-contracts';

// `npm run build -w @careledger/contracts`: (re)generates generated/*.ts, instantly when nothing changed.
const started = performance.now();
try {
  const result = await compileContracts({ force: process.argv.includes('--force') });
  const files = result.files.map((file) => relative(process.cwd(), file)).join(', ');
  const elapsed = Math.round(performance.now() - started);
  console.log(
    result.compiled ? `Compiled contracts in ${elapsed} ms: ${files}` : `Contracts up to date: ${files}`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
