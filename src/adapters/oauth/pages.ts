import { scopeInWords } from './scope-words.js';

/** Text into HTML: every interpolated value goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Served at `/oauth/assets/pages.css`: the pages load nothing from anywhere else. */
export const PAGE_STYLES = `:root { color-scheme: light; --ink: #1f2933; --muted: #52606d; --brand: #1d6f42;
  --brand-dark: #155232; --line: #cbd2d9; --field: #6b7785; --focus: #1a4fd6; --error: #b42318;
  --error-bg: #fef3f2; }
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
  border: 1px solid var(--field); border-radius: 6px; }
/* Field borders (--field, 4.5:1 on white) and the focus ring (--focus, 6.5:1 on white and on the
   page's background) meet WCAG 1.4.11's 3:1 for parts of controls. */
input:focus, button:focus, a:focus { outline: 3px solid var(--focus); outline-offset: 2px; }
.actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 6px; border: 1px solid var(--brand);
  cursor: pointer; background: #fff; color: var(--brand); }
button.primary { background: var(--brand); color: #fff; }
button.primary:hover { background: var(--brand-dark); }
.error { color: var(--error); background: var(--error-bg); border: 1px solid var(--error);
  border-radius: 6px; padding: 0.6rem 0.8rem; }
ul.scopes, ul.scopes-unavailable { padding-left: 1.2rem; } li { margin: 0.3rem 0; }
ul.scopes-unavailable { color: var(--muted); }
.granted { font-size: 0.85em; color: var(--brand-dark); font-weight: 600; white-space: nowrap; }
button.link { border: 0; background: none; padding: 0; color: var(--focus); text-decoration: underline; }
.actions button.link { margin-left: auto; }
form.inline { display: inline; }
.who { display: flex; flex-wrap: wrap; gap: 0 0.4rem; align-items: baseline; margin: 0 0 1rem; }
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
  /** Where "Cancel" posts: the client gets `access_denied`. */
  cancelAction: string;
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
        <div class="actions">
          <button type="submit" class="primary">Sign in</button>
          <button type="submit" class="link" formaction="${escapeHtml(input.cancelAction)}" formnovalidate>Cancel and go back to the app</button>
        </div>
      </form>`,
  );
}

export interface ConsentPageInput {
  action: string;
  /** Where "Not you?" posts: the session ends and the login page comes again. */
  switchAccountAction: string;
  csrfToken: string;
  clientName: string;
  username: string;
  /** Every requested scope the account may grant; those granted before are marked. */
  scopes: { scope: string; alreadyAllowed: boolean }[];
  /** Requested scopes beyond the account's role: named, never granted. */
  unavailable: string[];
  /** A native app is asked on every authorization, so nothing is "remembered" for it. */
  asksEachTime: boolean;
}

function scopeItem(scope: string, note = ''): string {
  return `<li>${escapeHtml(scopeInWords(scope))} <code>${escapeHtml(scope)}</code>${note}</li>`;
}

/** The consent form: each scope in words (and its name), allow or deny, or switch account. */
export function consentPage(input: ConsentPageInput): string {
  const items = input.scopes
    .map(({ scope, alreadyAllowed }) =>
      scopeItem(scope, alreadyAllowed ? ' <span class="granted">(already allowed)</span>' : ''),
    )
    .join('\n          ');
  const unavailable =
    input.unavailable.length === 0
      ? ''
      : `<p>Not available to your account, so not granted:</p>
      <ul class="scopes-unavailable">
          ${input.unavailable.map((scope) => scopeItem(scope)).join('\n          ')}
      </ul>`;
  const lasting = input.asksEachTime
    ? 'This app runs on your device, so it asks each time it signs in. You can withdraw its access later.'
    : 'You can withdraw this later; until then it is remembered for this app.';
  return layout(
    'Allow access',
    `      <h1>Allow access?</h1>
      <p><strong>${escapeHtml(input.clientName)}</strong> asks to act for you.</p>
      <form method="post" action="${escapeHtml(input.switchAccountAction)}" class="who">
        <input type="hidden" name="csrf" value="${escapeHtml(input.csrfToken)}" />
        <span>Signed in as <strong>${escapeHtml(input.username)}</strong>.</span>
        <button type="submit" class="link">Not you? Sign in as someone else</button>
      </form>
      <p>It will be able to:</p>
      <ul class="scopes">
          ${items}
      </ul>
      ${unavailable}
      <p>${lasting}</p>
      <form method="post" action="${escapeHtml(input.action)}">
        <input type="hidden" name="csrf" value="${escapeHtml(input.csrfToken)}" />
        <div class="actions">
          <button type="submit" name="decision" value="allow" class="primary" autofocus>Allow</button>
          <button type="submit" name="decision" value="deny">Deny</button>
        </div>
      </form>`,
  );
}

/**
 * The authorization server's own errors in words a person can act on; oidc-provider's
 * descriptions are for developers ("client is invalid"), and stay in the error code line.
 */
const ERRORS_IN_WORDS: Record<string, string> = {
  invalid_client:
    'The app that sent you here is not registered with this service, so it cannot sign you in. ' +
    'Tell the app’s makers, or check its address.',
  invalid_redirect_uri:
    'The app asked to send you back to an address it has not registered, so the sign-in stopped ' +
    'here to keep your account safe.',
};

/** An error that must not go back to the client (unknown client, unregistered redirect, ...). */
export function errorPage(error: string, description?: string): string {
  const words = ERRORS_IN_WORDS[error];
  return layout(
    'Sign-in problem',
    `      <h1>This sign-in cannot continue</h1>
      <p class="error" role="alert">${escapeHtml(words ?? description ?? error)}</p>
      <p>Error code: <code>${escapeHtml(error)}</code>${words !== undefined && description !== undefined ? ` (<code>${escapeHtml(description)}</code>)` : ''}. Return to the app you came from and try again.</p>`,
  );
}
