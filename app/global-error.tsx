'use client';

import messages from '@/messages/pt-BR.json';

// The last resort when even the root layout failed: no provider exists here, so the texts come
// straight from the messages file.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const t = messages.ErrorPage;
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32, textAlign: 'center' }}>
        <h1>{t.title}</h1>
        <p>{t.description}</p>
        <button type="button" onClick={reset}>
          {t.retry}
        </button>
      </body>
    </html>
  );
}
