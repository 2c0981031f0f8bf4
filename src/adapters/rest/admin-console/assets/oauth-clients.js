/* global document, window, navigator */
// The console's "Apps" section: the tenant's OAuth clients over /v1/admin/oauth-clients. A module
// of its own beside console.js, whose API helper, status line and sign-in it shares; it fills its
// list whenever the console opens (console.js announces that with a `console:open` event).
import { api, cell, run, say } from './console.js';

const $ = (id) => document.getElementById(id);

/** Fills the clients table; answers how many there are. */
async function listClients() {
  const { data } = await api('GET', '/admin/oauth-clients');
  $('client-rows').replaceChildren(
    ...data.map((client) => {
      const row = document.createElement('tr');
      row.append(
        cell(client.name),
        cell(client.clientId, 'mono'),
        cell(client.kind),
        cell(client.grantTypes.join(', ')),
        cell(client.redirectUris.join(', '), 'mono'),
        cell(client.scopes.join(' ')),
      );
      const action = document.createElement('td');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'secondary';
      button.textContent = `Delete ${client.name}`;
      button.addEventListener('click', () => run(() => removeClient(client)));
      action.append(button);
      row.append(action);
      return row;
    }),
  );
  $('clients-empty').hidden = data.length > 0;
  return data.length;
}

/** The registration the form describes; the API checks it and names the fields it refuses. */
function registrationFromForm() {
  const form = $('client-form');
  const redirectUris = $('client-redirects')
    .value.split(/\s+/)
    .filter((uri) => uri !== '');
  const serviceAccount = $('client-service-account').value.trim();
  const grantTypes = [];
  if (redirectUris.length > 0) grantTypes.push('authorization_code', 'refresh_token');
  if (serviceAccount !== '') grantTypes.push('client_credentials');
  const scopes = [...form.querySelectorAll('input[name="scope"]:checked')].map((box) => box.value);
  return {
    name: $('client-name').value.trim(),
    kind: form.querySelector('input[name="kind"]:checked').value,
    redirectUris,
    ...(grantTypes.length === 0 ? {} : { grantTypes }),
    ...(scopes.length === 0 ? {} : { scopes }),
    ...(serviceAccount === '' ? {} : { serviceAccount }),
  };
}

async function registerClient(event) {
  event.preventDefault();
  hideSecret();
  const registered = await api('POST', '/admin/oauth-clients', registrationFromForm());
  $('client-form').reset();
  await listClients();
  if (registered.clientSecret === null) {
    say(`Registered ${registered.name} (client id ${registered.clientId}); a public client has no secret.`);
    return;
  }
  $('secret-client-id').textContent = registered.clientId;
  $('secret-value').value = registered.clientSecret;
  $('client-secret').hidden = false;
  say(`Registered ${registered.name}. Copy its secret now: it is shown only this once.`);
  $('secret-value').focus();
  $('secret-value').select();
}

/** The secret leaves the page as soon as the admin is done with it. */
function hideSecret() {
  $('secret-value').value = '';
  $('secret-client-id').textContent = '';
  $('client-secret').hidden = true;
}

async function copySecret() {
  $('secret-value').select();
  try {
    await navigator.clipboard.writeText($('secret-value').value);
    say('Secret copied to the clipboard.');
  } catch {
    say('The browser refused the clipboard: the secret is selected, copy it with Ctrl+C or ⌘C.', true);
  }
}

async function removeClient(client) {
  const sure = window.confirm(
    `Delete ${client.name} (${client.clientId})? It can no longer sign anyone in or get tokens, ` +
      'and the tokens it holds stop working. This cannot be undone.',
  );
  if (!sure) {
    say(`${client.name} was kept.`);
    return;
  }
  await api('DELETE', `/admin/oauth-clients/${encodeURIComponent(client.clientId)}`);
  await listClients();
  say(`${client.name} deleted.`);
}

document.addEventListener('console:open', () => run(listClients));
document.addEventListener('console:close', hideSecret);
document.addEventListener('DOMContentLoaded', () => {
  $('client-form').addEventListener('submit', (event) => run(() => registerClient(event)));
  $('secret-copy').addEventListener('click', () => run(copySecret));
  $('secret-done').addEventListener('click', () => {
    hideSecret();
    say('The secret is no longer shown.');
    $('client-name').focus();
  });
});
