import { describe, expect, it } from 'vitest';
import messageNamespaceLoader from '@/lib/build/message-namespace-loader';
import { errorPageMessages } from '@/lib/i18n/error-page-messages';
import messages from '@/messages/pt-BR.json';

describe('the last-resort error page texts', () => {
  it('are the ErrorPage namespace, read as is and as the build writes them', async () => {
    expect(errorPageMessages).toEqual(messages.ErrorPage);
    const built = messageNamespaceLoader.call({
      rootContext: process.cwd(),
      getOptions: () => ({ namespace: 'ErrorPage', exportName: 'errorPageMessages' }),
      addDependency: () => undefined,
    });
    const url = `data:text/javascript,${encodeURIComponent(built)}`;
    expect((await import(/* @vite-ignore */ url)).errorPageMessages).toEqual(messages.ErrorPage);
    expect(built.length).toBeLessThan(JSON.stringify(messages.ErrorPage).length + 100);
  });
});
