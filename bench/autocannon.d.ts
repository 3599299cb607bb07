declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    /** Response bytes per second. */
    throughput: { average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(opts: {
    url: string;
    connections: number;
    duration: number;
    pipelining?: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
  export default autocannon;
}
