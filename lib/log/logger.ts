// One way to log in every process: JSON lines (pino) on stdout, a level from LOG_LEVEL, and readable lines
// when a person runs it in a terminal in development. Tests log nothing unless LOG_LEVEL says otherwise.
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL when it names a level; else info, or silent under the test runner. */
export function logLevelOf(env: Record<string, string | undefined>): LogLevel {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && (LOG_LEVELS as readonly string[]).includes(wanted)) return wanted as LogLevel;
  return env.VITEST ? 'silent' : 'info';
}

/** A logger whose lines name the process (`service`): 'api' or 'portal'. */
export function createLogger(
  service: 'api' | 'portal',
  {
    env = process.env,
    destination,
  }: { env?: Record<string, string | undefined>; destination?: pino.DestinationStream } = {},
): Logger {
  const options: pino.LoggerOptions = {
    level: logLevelOf(env),
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Errors keep their message, stack and code; nothing else of a request is ever logged whole.
    serializers: { err: pino.stdSerializers.err },
  };
  if (destination) return pino(options, destination);
  // In process, not pino's worker transport: a person reading a terminal needs no throughput.
  const readable = env.NODE_ENV === 'development' && process.stdout.isTTY;
  return readable ? pino(options, pretty({ colorize: true, sync: true })) : pino(options);
}
