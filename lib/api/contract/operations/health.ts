// Health: is the process up, does it reach its database, its figures.
import { z } from 'zod';
import { json, PUBLIC } from './define';
import type { Operation } from './types';

/** GET /metrics: Prometheus' text exposition format. */
const metricsText = z.string().describe('Prometheus text exposition format, version 0.0.4');

/** GET /health and /health/ready. */
const healthSchema = z.object({ status: z.literal('ok') });

export const healthOperations = [
  {
    method: 'get',
    path: '/health',
    rule: 'anyone',
    tag: 'Health',
    summary: 'Liveness: the process answers',
    access: PUBLIC,
    success: json(200, healthSchema, 'The process is up.'),
  },
  {
    method: 'get',
    path: '/health/ready',
    rule: 'anyone',
    tag: 'Health',
    summary: 'Readiness: the process reaches its database',
    access: PUBLIC,
    success: json(200, healthSchema, 'The database answers.'),
  },
  {
    method: 'get',
    path: '/metrics',
    rule: 'anyone',
    tag: 'Health',
    summary: 'Request durations, database pool and process figures, for Prometheus',
    description:
      'Only with `Authorization: Bearer {METRICS_TOKEN}`; without that setting, or with another token, the route answers 404 as if it did not exist.',
    access: { kind: 'public', note: 'The bearer token of the METRICS_TOKEN setting, not a user token.' },
    success: { status: 200, description: 'The figures.', text: metricsText, mediaType: 'text/plain' },
    problems: ['NOT_FOUND'],
  },
] as const satisfies readonly Operation[];
