import type { Resolvers } from '../generated/resolvers.js';
import { DateTime } from '../scalars.js';
import { chatMutations, chatSubscriptions } from './chat.js';
import { petMutations, petQueries } from './pets.js';
import { orderFields, storeMutations, storeQueries } from './store.js';
import { userMutations, userQueries } from './users.js';
import { petStatusChangeFields, watchSubscriptions } from './watches.js';

/**
 * Every resolver is a thin mapping: arguments to a core call, its result to a shared presenter.
 * Typed by the resolver types generated from the schema (`npm run generate:types`); the DateTime
 * scalar is given as graphql-tools' `__serialize`... functions, which those types do not describe.
 */
export const resolvers: Omit<Resolvers, 'DateTime'> & { DateTime: typeof DateTime } = {
  DateTime,
  Query: { ...petQueries, ...storeQueries, ...userQueries },
  Mutation: { ...petMutations, ...storeMutations, ...userMutations, ...chatMutations },
  // Served over graphql-ws (subscriptions/), from the same schema.
  Subscription: { ...watchSubscriptions, ...chatSubscriptions },
  PetStatusChange: petStatusChangeFields,
  Order: orderFields,
};
