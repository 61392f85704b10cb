// Minimal types for autocannon (no @types package installed): only what the API benches use.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    /** Requests per second over all connections (default: as fast as answers come). */
    overallRate?: number;
    headers?: Record<string, string>;
    requests?: {
      method?: string;
      path?: string;
      /** Called before each request (main-thread mode only): returns the request to send. */
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
      onResponse?: (status: number, body: string) => void;
    }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
