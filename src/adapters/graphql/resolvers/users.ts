import { presentTokenGrant, presentUser } from '../../shared/presenters/users.js';
import { withoutNulls } from '../connection.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';

export const userQueries: QueryResolvers = {
  me: async (_, __, { core, caller }) => presentUser(await core.users.getMe(caller)),

  /** The chat models as the core returns them (no chat-completions snake_case twins). */
  models: (_, __, { core, caller }) => core.chat.listModels(caller).map((model) => ({ ...model })),
};

export const userMutations: MutationResolvers = {
  signUp: async (_, args, { core, caller }) =>
    presentUser(await core.users.signUp(caller, withoutNulls(args.input))),

  /** The caller's own account: `getMe` refuses an anonymous caller before any input is read. */
  updateMe: async (_, args, { core, caller }) => {
    const me = await core.users.getMe(caller);
    return presentUser(await core.users.update(caller, me.id, args.input));
  },

  /** The same login as REST's `POST /v1/auth/tokens`: the core charges the login budget. */
  createToken: async (_, args, { core, caller }) =>
    presentTokenGrant(await core.auth.login(caller, withoutNulls(args))),
};
