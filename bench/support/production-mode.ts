/**
 * Import first: the bench's gateway runs as `npm start` runs it, with `NODE_ENV=production`
 * unless set otherwise. graphql-js reads it once, when it is loaded (its development-only
 * `instanceOf` checks), so it must be set before anything imports graphql.
 */
process.env['NODE_ENV'] ??= 'production';
