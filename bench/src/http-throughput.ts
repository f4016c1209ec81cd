import autocannon from 'autocannon';

export interface ThroughputResult {
  name: string;
  requestsPerSecond: number;
  p95Ms: number;
  errors: number;
}

/** Percentile from raw samples (autocannon's own histogram has no p95 bucket). */
function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Loads one loopback URL for a bounded time with a fixed number of connections. */
export async function measureThroughput(
  name: string,
  url: string,
  options: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<ThroughputResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, duration: options.seconds, connections: options.connections, headers: options.headers },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const non2xx = result.non2xx ?? 0;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p95Ms: percentile(latencies, 95),
    errors: result.errors + non2xx,
  };
}
