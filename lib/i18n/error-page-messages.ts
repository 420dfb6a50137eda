// The texts of the last-resort error page (app/global-error.tsx), which has no provider to read them from.
// That page loads with every page, so the build replaces this module by the one namespace
// (lib/build/message-namespace-loader.ts, wired in next.config.ts): the rest of the messages stay off
// the browser. Read as is, it gives the same texts (tests, `next dev`).
import messages from '@/messages/pt-BR.json';

export const errorPageMessages = messages.ErrorPage;
