// The local development sign-in page: the stand-in for Google's own page when no Google client is set.
// Plain HTML with no script, in the portal's language, saying plainly that it is not Google.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export const SIGN_IN_PAGE_TITLE = 'Entrada local de desenvolvimento';

export function renderSignInPage({
  action,
  email = '',
  refused = false,
  expired = false,
}: {
  action: string;
  email?: string;
  refused?: boolean;
  expired?: boolean;
}): string {
  const alert = expired
    ? 'Esta tentativa de entrada expirou. Volte ao portal e clique em “Continuar com Google” de novo.'
    : refused
      ? 'E-mail ou senha incorretos. Use o e-mail e a senha de uma conta que já existe no portal.'
      : '';
  const form = expired
    ? ''
    : `<form method="post" action="${escapeHtml(action)}" novalidate>
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
      <label for="password">Senha</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">Entrar e voltar ao portal</button>
    </form>`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${SIGN_IN_PAGE_TITLE} – substitui o Google nesta máquina</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f6f5; color: #1d2521; }
  main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px;
    border: 1px solid #d5dbd8; }
  h1 { font-size: 1.375rem; margin: 0 0 0.75rem; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  .note { padding: 0.75rem; border-radius: 8px; background: #fff6dc; border: 1px solid #c99a06; }
  .alert { padding: 0.75rem; border-radius: 8px; background: #fdecec; border: 1px solid #b42318; color: #7a1a12; }
  form { display: grid; gap: 0.5rem; }
  label { font-weight: 600; margin-top: 0.5rem; }
  input { font: inherit; padding: 0.625rem; border: 1px solid #5f6b66; border-radius: 8px; }
  button { font: inherit; font-weight: 600; margin-top: 1rem; padding: 0.75rem; border: 0; border-radius: 8px;
    background: #1f6f43; color: #fff; cursor: pointer; }
  input:focus-visible, button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>${SIGN_IN_PAGE_TITLE}</h1>
  <p class="note">Esta página <strong>não é o Google</strong>. Nenhum cliente Google está configurado
    (<code>GOOGLE_CLIENT_ID</code>), então este servidor local faz o papel dele para que o fluxo
    “Continuar com Google” possa ser testado nesta máquina.</p>
  <p>Entre com o e-mail e a senha de uma conta que já existe no portal.</p>
  ${alert ? `<p class="alert" role="alert">${alert}</p>` : ''}
  ${form}
</main>
</body>
</html>`;
}
