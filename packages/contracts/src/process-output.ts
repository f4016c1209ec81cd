import type { ChildProcess } from 'node:child_process';

export interface OutputLog {
  lines: string[];
  onLine(listener: (line: string) => void): void;
  tail(): string;
}

/**
 * Keeps reading a child process's output line by line (a full pipe would stall it: anvil logs every RPC call),
 * keeping its last `maxLines` lines and telling listeners about each line.
 */
export function collectOutput(child: ChildProcess, maxLines: number): OutputLog {
  const lines: string[] = [];
  const listeners: ((line: string) => void)[] = [];
  const read = (stream: NodeJS.ReadableStream | null) => {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > maxLines) lines.shift();
        for (const listener of listeners) listener(line);
      }
    });
  };
  read(child.stdout);
  read(child.stderr);
  return {
    lines,
    onLine: (listener) => listeners.push(listener),
    tail: () => lines.join('\n').trim(),
  };
}
