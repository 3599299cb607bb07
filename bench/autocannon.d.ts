// The part of autocannon's options and result the bench uses (the package ships no types): one place
// for every load run (bench/http-figures.ts, order-placement.ts, sale-day.ts).
declare module 'autocannon' {
  /** One request of a load run; setupRequest changes it before each send (another path, a fresh body). */
  export interface Request {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  }
  export interface Result {
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
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  }): Promise<Result>;
  export default autocannon;
}
