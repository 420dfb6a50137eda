'use client';

import messages from '@/messages/pt-BR.json';

// The last resort when even the root layout failed: no provider exists here, so the texts come
// straight from the messages file. Retrying fetches again (`retry`), not only re-renders (`reset`).
export default function GlobalError({ retry }: { error: Error; retry: () => void }) {
  const t = messages.ErrorPage;
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32, textAlign: 'center' }}>
        <h1>{t.title}</h1>
        <p>{t.description}</p>
        <button type="button" onClick={retry}>
          {t.retry}
        </button>
      </body>
    </html>
  );
}
