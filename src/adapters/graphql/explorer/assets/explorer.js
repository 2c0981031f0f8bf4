/* global document, window, sessionStorage, URL, React, ReactDOM, GraphiQL */
// GraphiQL on the GraphQL endpoint itself: this page is `GET /v1/graphql` asked for by a browser,
// so the endpoint is the page's own path. A file (not an inline script) so that the page's
// Content Security Policy can forbid inline code. Queries and mutations are JSON POSTs, which
// Apollo's CSRF prevention lets through; subscriptions go over graphql-ws on the same path.
const DEFAULT_QUERY = `# The Petstore Gateway's GraphQL API. Signed-in calls: paste an access token
# in "Bearer token" above (or {"X-Tenant-ID": "<tenant id>"} in Headers below to
# read another shelter's catalog). Subscriptions run here too, e.g.
#   subscription { petStatusChanged { petId previousStatus status } }
{
  pets(first: 5) {
    edges {
      cursor
      node { id name species price currency status }
    }
    pageInfo { hasNextPage endCursor }
  }
}
`;

// The token lives in this tab's sessionStorage only: it survives a reload, not the tab, and is
// never written to the console or the URL.
const TOKEN_KEY = 'petstore-explorer:bearer-token';
const tokenInput = document.getElementById('bearer-token');
tokenInput.value = sessionStorage.getItem(TOKEN_KEY) ?? '';
tokenInput.addEventListener('input', () => {
  const token = tokenInput.value.trim();
  if (token === '') sessionStorage.removeItem(TOKEN_KEY);
  else sessionStorage.setItem(TOKEN_KEY, token);
});
document.getElementById('bearer-token-clear').addEventListener('click', () => {
  tokenInput.value = '';
  sessionStorage.removeItem(TOKEN_KEY);
  tokenInput.focus();
});
document.getElementById('credentials').addEventListener('submit', (event) => event.preventDefault());

/** The typed token, with a pasted "Bearer " prefix tolerated; undefined when the field is empty. */
function typedToken() {
  const token = tokenInput.value.trim().replace(/^bearer\s+/i, '');
  return token === '' ? undefined : token;
}

const page = new URL(window.location.pathname, window.location.href);
const socket = new URL(page.href);
socket.protocol = page.protocol === 'https:' ? 'wss:' : 'ws:';
const fetcher = GraphiQL.createFetcher({ url: page.href, subscriptionUrl: socket.href });

/**
 * Adds the typed token to every operation: GraphiQL sends the Headers tab's values as HTTP
 * headers and, for subscriptions, as graphql-ws `connectionParams` (which the gateway reads as
 * `authorization`, any letter case). An Authorization written in the Headers tab wins.
 */
function fetcherWithToken(params, options) {
  const headers = { ...(options?.headers ?? {}) };
  const token = typedToken();
  const written = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
  if (token !== undefined && !written) headers.Authorization = `Bearer ${token}`;
  return fetcher(params, { ...options, headers });
}

ReactDOM.createRoot(document.getElementById('graphiql')).render(
  React.createElement(GraphiQL, {
    fetcher: fetcherWithToken,
    defaultQuery: DEFAULT_QUERY,
    defaultEditorToolsVisibility: true,
  }),
);
