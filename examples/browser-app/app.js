/* global window, document, sessionStorage, fetch, crypto, btoa, TextEncoder, URL, URLSearchParams */
// A browser app on an origin of its own: authorization code + PKCE (RFC 7636) with the public
// `petstore-demo` client, whose loopback redirect URIs take any port (RFC 8252 §7.3), then an API
// call with the access token. Everything the flow keeps lives in this tab's sessionStorage.
const CLIENT_ID = 'petstore-demo';
const SCOPE = 'openid read:user read:pets';
const redirectUri = `${window.location.origin}/callback`;
const $ = (id) => document.getElementById(id);

const gatewayField = $('gateway');
gatewayField.value =
  new URLSearchParams(window.location.search).get('gateway') ??
  sessionStorage.getItem('gateway') ??
  'http://127.0.0.1:8080';

function say(text) {
  $('status').textContent = text;
}

function base64url(bytes) {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function randomString() {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

async function signIn() {
  const gateway = gatewayField.value.replace(/\/+$/, '');
  const verifier = randomString();
  const state = randomString();
  const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  sessionStorage.setItem('gateway', gateway);
  sessionStorage.setItem('pkce', JSON.stringify({ verifier, state }));
  const url = new URL('/oauth/authorize', gateway);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    nonce: randomString(),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  window.location.assign(url.href);
}

/** Back from the authorization server: check the state, exchange the code, call the API. */
async function finishSignIn(query) {
  const gateway = sessionStorage.getItem('gateway') ?? gatewayField.value;
  const pending = JSON.parse(sessionStorage.getItem('pkce') ?? 'null');
  sessionStorage.removeItem('pkce');
  window.history.replaceState(null, '', '/');
  if (query.has('error')) return say(`The sign-in ended: ${query.get('error')}.`);
  if (pending === null || query.get('state') !== pending.state)
    return say('This answer is not for this tab.');
  const answer = await fetch(new URL('/oauth/token', gateway), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: query.get('code') ?? '',
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: pending.verifier,
    }),
  });
  const tokens = await answer.json();
  if (!answer.ok) return say(`The token request failed: ${tokens.error ?? answer.status}.`);
  sessionStorage.setItem('accessToken', tokens.access_token);
  await showMe();
}

async function showMe() {
  const gateway = sessionStorage.getItem('gateway') ?? gatewayField.value;
  const response = await fetch(new URL('/v1/users/me', gateway), {
    headers: { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` },
  });
  const body = await response.json();
  if (!response.ok) return say(`The API said ${response.status}: ${body.title ?? ''}`);
  say(`Signed in as ${body.username} (request ${response.headers.get('x-request-id')}).`);
  $('me').textContent = JSON.stringify(body, null, 2);
  $('me').hidden = false;
  $('sign-out').hidden = false;
}

$('sign-in').addEventListener('click', () => signIn().catch((error) => say(String(error))));
$('sign-out').addEventListener('click', () => {
  sessionStorage.removeItem('accessToken');
  $('me').hidden = true;
  $('sign-out').hidden = true;
  say('Signed out of this page.');
});

const query = new URLSearchParams(window.location.search);
if (window.location.pathname === '/callback') {
  finishSignIn(query).catch((error) => say(`Could not reach the gateway: ${error}`));
} else if (sessionStorage.getItem('accessToken') !== null) {
  showMe().catch((error) => say(`Could not reach the gateway: ${error}`));
}
