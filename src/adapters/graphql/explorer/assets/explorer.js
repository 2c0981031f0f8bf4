/* global document, window, URL, React, ReactDOM, GraphiQL */
// GraphiQL on the GraphQL endpoint itself: this page is `GET /v1/graphql` asked for by a browser,
// so the endpoint is the page's own path. A file (not an inline script) so that the page's
// Content Security Policy can forbid inline code. Requests are JSON POSTs, which Apollo's CSRF
// prevention lets through; a token goes in the Headers tab as {"Authorization": "Bearer ..."}.
const DEFAULT_QUERY = `# The Petstore Gateway's GraphQL API. Signed-in calls: put
#   {"Authorization": "Bearer <access token>"}
# in Headers below (or {"X-Tenant-ID": "<tenant id>"} to read another shelter's catalog).
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

const endpoint = new URL(window.location.pathname, window.location.href).href;
const fetcher = GraphiQL.createFetcher({ url: endpoint });
ReactDOM.createRoot(document.getElementById('graphiql')).render(
  React.createElement(GraphiQL, {
    fetcher,
    defaultQuery: DEFAULT_QUERY,
    defaultEditorToolsVisibility: true,
  }),
);
