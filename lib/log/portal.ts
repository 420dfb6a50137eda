import 'server-only';
// The portal's server-side logger: its route handlers and pages log through it (lib/log/logger.ts).
import { createLogger } from './logger';

export const log = createLogger('portal');
