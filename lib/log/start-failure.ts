// Why a start failed, in one line a person can act on, instead of a stack trace: a port another process
// holds, a setting out of bounds, a database that does not answer.
import { z } from 'zod';

interface SystemError {
  code?: string;
  address?: string;
  port?: number;
  syscall?: string;
}

const systemErrorOf = (error: unknown): SystemError =>
  typeof error === 'object' && error !== null ? (error as SystemError) : {};

/** The one line that says what stopped the start and what to change. `portSetting` names the setting of a taken port. */
export function describeStartFailure(error: unknown, portSetting: Record<number, string> = {}): string {
  if (error instanceof z.ZodError) {
    const issues = error.issues.map((issue) => `${issue.path.join('.') || 'setting'}: ${issue.message}`);
    return `invalid settings: ${issues.join('; ')}`;
  }
  const cause = systemErrorOf(error instanceof Error && error.cause ? error.cause : error);
  const system = cause.code ? cause : systemErrorOf(error);
  if (system.code === 'EADDRINUSE') {
    const setting = system.port !== undefined ? portSetting[system.port] : undefined;
    return `port ${system.port ?? '?'} is already in use (another copy may be running)${setting ? `; choose another with ${setting}` : ''}`;
  }
  if (system.code === 'EACCES' && system.syscall === 'listen')
    return `port ${system.port ?? '?'} may not be opened by this user; choose one above 1023`;
  if (system.code === 'ECONNREFUSED' || system.code === 'ENOTFOUND' || system.code === 'ETIMEDOUT')
    return `the database at ${system.address ?? 'DATABASE_URL'}${system.port ? `:${system.port}` : ''} cannot be reached (${system.code}); check DATABASE_URL and that the server is running`;
  return error instanceof Error ? error.message : String(error);
}

/** Whether a failure is a port another process holds. */
export const isAddressInUse = (error: unknown) => systemErrorOf(error).code === 'EADDRINUSE';
