// What both processes measure for Prometheus (prom-client), each in a registry of its own so tests can
// build many apps in one process. Served at /metrics behind METRICS_TOKEN (lib/log/metrics-access.ts).
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface RequestMetrics {
  registry: Registry;
  /** Counts one answered request: its method, route pattern, status and duration. */
  observe(request: { method: string; route: string; status: number; ms: number }): void;
  /** A gauge read at each scrape, e.g. the database pool's connections or the jobs waiting. */
  gauge(
    name: string,
    help: string,
    labelNames: string[],
    read: () => Promise<GaugeValue[]> | GaugeValue[],
  ): void;
}

export interface GaugeValue {
  labels?: Record<string, string>;
  value: number;
}

export function createRequestMetrics(
  service: 'api' | 'portal',
  { processMetrics = false }: { processMetrics?: boolean } = {},
): RequestMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  // CPU, memory, event loop lag: only for a served process, not for every app a test builds.
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    observe({ method, route, status, ms }) {
      durations.observe({ method, route, status: String(status) }, ms / 1000);
    },
    gauge(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) this.set(labels ?? {}, value);
        },
      });
    },
  };
}
