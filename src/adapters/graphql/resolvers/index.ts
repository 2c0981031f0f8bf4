import type { Resolvers } from '../generated/resolvers.js';
import { DateTime, JSONValue } from '../scalars.js';
import { adminMutations, adminQueries, oauthClientFields } from './admin.js';
import { chatMutations, chatSubscriptions } from './chat.js';
import { petMutations, petQueries } from './pets.js';
import { orderFields, storeMutations, storeQueries } from './store.js';
import { userMutations, userQueries } from './users.js';
import { petStatusChangeFields, watchSubscriptions } from './watches.js';

/**
 * Every resolver is a thin mapping: arguments to a core call, its result to a shared presenter.
 * Typed by the resolver types generated from the schema (`npm run generate:types`); the DateTime
 * and JSON scalars are given as graphql-tools' `__serialize`... functions, which those types do not
 * describe.
 */
export const resolvers: Omit<Resolvers, 'DateTime' | 'JSON'> & {
  DateTime: typeof DateTime;
  JSON: typeof JSONValue;
} = {
  DateTime,
  JSON: JSONValue,
  Query: { ...petQueries, ...storeQueries, ...userQueries, ...adminQueries },
  Mutation: {
    ...petMutations,
    ...storeMutations,
    ...userMutations,
    ...chatMutations,
    ...adminMutations,
  },
  // Served over graphql-ws (subscriptions/), from the same schema.
  Subscription: { ...watchSubscriptions, ...chatSubscriptions },
  PetStatusChange: petStatusChangeFields,
  Order: orderFields,
  OAuthClient: oauthClientFields,
};
