import { compileContracts } from '../scripts/compile-contracts';

export default async function setup(): Promise<void> {
  await compileContracts();
}
