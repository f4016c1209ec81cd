import { marketplaceAbi } from '@careledger/contracts';
import { decodeEventLog, type Log } from 'viem';

/** A marketplace event ready for the chain_events table: bigints as decimal strings, addresses lower-cased. */
export interface ChainEventRecord {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  blockTime: Date;
  name: string;
  args: Record<string, string | boolean>;
}

/** Decodes the contract's logs; a log the ABI does not describe is skipped (nothing else emits from it). */
export function decodeLogs(logs: readonly Log[], blockTimes: ReadonlyMap<bigint, Date>): ChainEventRecord[] {
  const records: ChainEventRecord[] = [];
  for (const log of logs) {
    if (log.blockNumber === null || log.transactionHash === null || log.logIndex === null) continue;
    if (log.blockHash === null) continue;
    let decoded: ReturnType<typeof decodeEventLog<typeof marketplaceAbi>>;
    try {
      decoded = decodeEventLog({ abi: marketplaceAbi, data: log.data, topics: log.topics });
    } catch {
      continue;
    }
    const args: Record<string, string | boolean> = {};
    for (const [key, value] of Object.entries(decoded.args ?? {})) {
      args[key] = typeof value === 'boolean' ? value : String(value).toLowerCase();
    }
    const blockTime = blockTimes.get(log.blockNumber);
    if (!blockTime) throw new Error(`no timestamp for block ${log.blockNumber}`);
    records.push({
      txHash: log.transactionHash.toLowerCase(),
      logIndex: log.logIndex,
      blockNumber: Number(log.blockNumber),
      blockHash: log.blockHash.toLowerCase(),
      blockTime,
      name: decoded.eventName,
      args,
    });
  }
  return records;
}
