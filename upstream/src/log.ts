// The API's logger: every line of the API goes through it (lib/log/logger.ts).
import { createLogger } from '@/lib/log/logger';

export const log = createLogger('api');
