import { scopeInWords } from './scope-words.js';

/** Text into HTML: every interpolated value goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Served at `/oauth/assets/pages.css`: the pages load nothing from anywhere else. */
export const PAGE_STYLES = `:root { color-scheme: light; --ink: #1f2933; --muted: #52606d; --brand: #1d6f42;
  --brand-dark: #155232; --line: #cbd2d9; --error: #b42318; --error-bg: #fef3f2; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
  background: #f5f7f5; }
header { background: var(--brand); color: #fff; padding: 0.75rem 1.5rem; font-weight: 600; }
main { max-width: 26rem; margin: 2.5rem auto; background: #fff; border: 1px solid var(--line);
  border-radius: 8px; padding: 1.75rem; }
h1 { font-size: 1.4rem; margin: 0 0 0.5rem; }
p { margin: 0 0 1rem; color: var(--muted); }
label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
input[type=text], input[type=password] { width: 100%; padding: 0.6rem; font: inherit;
  border: 1px solid var(--line); border-radius: 6px; }
input:focus, button:focus, a:focus { outline: 3px solid #f5b700; outline-offset: 2px; }
.actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 6px; border: 1px solid var(--brand);
  cursor: pointer; background: #fff; color: var(--brand); }
button.primary { background: var(--brand); color: #fff; }
button.primary:hover { background: var(--brand-dark); }
.error { color: var(--error); background: var(--error-bg); border: 1px solid var(--error);
  border-radius: 6px; padding: 0.6rem 0.8rem; }
ul.scopes { padding-left: 1.2rem; } ul.scopes li { margin: 0.3rem 0; }
code { font-size: 0.85em; color: var(--muted); }
`;

/** Every page: the product header, one main region, a stylesheet from this service. */
function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} · Petstore</title>
    <link rel="stylesheet" href="/oauth/assets/pages.css" />
  </head>
  <body>
    <header>Petstore</header>
    <main>
${content}
    </main>
  </body>
</html>
`;
}

function errorBox(message: string | undefined): string {
  return message === undefined
    ? ''
    : `<p class="error" id="form-error" role="alert">${escapeHtml(message)}</p>`;
}

export interface LoginPageInput {
  action: string;
  csrfToken: string;
  clientName: string;
  username?: string;
  error?: string;
}

/** The login form. The first field takes focus; an error is announced and described. */
export function loginPage(input: LoginPageInput): string {
  const invalid = input.error === undefined ? '' : ' aria-invalid="true" aria-describedby="form-error"';
  return layout(
    'Sign in',
    `      <h1>Sign in</h1>
      <p>to continue to <strong>${escapeHtml(input.clientName)}</strong></p>
      ${errorBox(input.error)}
      <form method="post" action="${escapeHtml(input.action)}">
        <input type="hidden" name="csrf" value="${escapeHtml(input.csrfToken)}" />
        <label for="username">Username or email</label>
        <input type="text" id="username" name="username" autocomplete="username" required autofocus
          value="${escapeHtml(input.username ?? '')}"${invalid} />
        <label for="password">Password</label>
        <input type="password" id="password" name="password" autocomplete="current-password" required${invalid} />
        <div class="actions"><button type="submit" class="primary">Sign in</button></div>
      </form>`,
  );
}

export interface ConsentPageInput {
  action: string;
  csrfToken: string;
  clientName: string;
  username: string;
  scopes: string[];
}

/** The consent form: each scope in words (and its name), allow or deny. */
export function consentPage(input: ConsentPageInput): string {
  const items = input.scopes
    .map((scope) => `<li>${escapeHtml(scopeInWords(scope))} <code>${escapeHtml(scope)}</code></li>`)
    .join('\n          ');
  return layout(
    'Allow access',
    `      <h1>Allow access?</h1>
      <p><strong>${escapeHtml(input.clientName)}</strong> asks to act for <strong>${escapeHtml(input.username)}</strong>. It will be able to:</p>
      <ul class="scopes">
          ${items}
      </ul>
      <p>You can withdraw this later; until then it is remembered for this app.</p>
      <form method="post" action="${escapeHtml(input.action)}">
        <input type="hidden" name="csrf" value="${escapeHtml(input.csrfToken)}" />
        <div class="actions">
          <button type="submit" name="decision" value="allow" class="primary" autofocus>Allow</button>
          <button type="submit" name="decision" value="deny">Deny</button>
        </div>
      </form>`,
  );
}

/** An error that must not go back to the client (unknown client, unregistered redirect, ...). */
export function errorPage(error: string, description?: string): string {
  return layout(
    'Sign-in problem',
    `      <h1>This sign-in cannot continue</h1>
      <p class="error" role="alert">${escapeHtml(description ?? error)}</p>
      <p>Error code: <code>${escapeHtml(error)}</code>. Return to the app you came from and try again.</p>`,
  );
}
