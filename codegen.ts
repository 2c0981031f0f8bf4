import type { TypeScriptPluginConfig } from '@graphql-codegen/typescript';
import type { TypeScriptResolversPluginConfig } from '@graphql-codegen/typescript-resolvers';

/**
 * The GraphQL door's resolver types, generated from `schema/petstore.graphql` (the one source of
 * the schema) by GraphQL Code Generator's `typescript` and `typescript-resolvers` plugins:
 * `npm run generate:types` writes them (`tools/generate-types.ts`, through `@graphql-codegen/core`:
 * the CLI's dependencies need a newer Node than this project's 20.19), `npm run check` fails when
 * they are stale. Object types whose resolvers hand on a core or presented object are mapped to
 * that object, so each resolver is checked against what it really returns, and the field
 * resolvers of that type (`Order.pet`) against what they really receive.
 */
export const graphqlCodegen = {
  schema: 'schema/petstore.graphql',
  output: 'src/adapters/graphql/generated/resolvers.ts',
  plugins: ['typescript', 'typescript-resolvers'],
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    contextType: '../context.js#GraphqlContext',
    // The mapped types are imported as `PetNodeModel`...: several share a name with a schema type.
    mapperTypeSuffix: 'Model',
    // Scalars as the door's DateTime scalar takes and gives them (presenters hand ISO strings).
    // JSON is output only (an audit entry's changes): any value the core recorded.
    scalars: { DateTime: { input: 'Date', output: 'Date | string' }, JSON: 'unknown' },
    mappers: {
      Pet: '../resolvers/pets.js#PetNode',
      Order: '../../shared/presenters/orders.js#OrderResource',
      Payment: '../../shared/presenters/orders.js#PaymentResource',
      User: '../../shared/presenters/users.js#UserResource',
      PetStatusChange: '../../../core/pets/index.js#PetStatusChange',
      ChatCompletion: '../../../core/chat/completion-shapes.js#ChatCompletion',
      ChatCompletionChunk: '../../../core/chat/completion-shapes.js#ChatCompletionChunk',
      ChatModel: '../../../core/chat/types.js#ModelInfo',
      DashboardStats: '../../shared/presenters/admin.js#DashboardStatsResource',
      AuditLog: '../../shared/presenters/admin.js#AuditLogResource',
      OAuthClient: '../../shared/presenters/admin.js#OAuthClientResource',
    },
  } satisfies TypeScriptPluginConfig & TypeScriptResolversPluginConfig,
} as const;
