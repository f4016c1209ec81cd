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

export interface ThroughputOptions {
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /**
   * The status every answer must have, e.g. 304 when revalidating with If-None-Match; any other counts as an
   * error. Without it, an answer outside 2xx is an error.
   */
  expectStatus?: number;
}

/** Loads one loopback URL for a bounded time with a fixed number of connections. */
export async function measureThroughput(
  name: string,
  url: string,
  options: ThroughputOptions,
): Promise<ThroughputResult> {
  const latencies: number[] = [];
  let unexpected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, duration: options.seconds, connections: options.connections, headers: options.headers },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (options.expectStatus !== undefined && status !== options.expectStatus) unexpected += 1;
    });
  });
  const wrongStatus = options.expectStatus === undefined ? (result.non2xx ?? 0) : unexpected;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p95Ms: percentile(latencies, 95),
    errors: result.errors + wrongStatus,
  };
}
