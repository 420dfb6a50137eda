/**
 * Marks a browser call the user did not make (the bell's periodic poll): the /api proxy does not count it
 * as activity, or a tab left open would keep its session alive for ever.
 */
export const BACKGROUND_CALL_HEADER = 'x-background-call';
