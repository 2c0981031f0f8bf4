import { presentTokenGrant, presentUser } from '../../shared/presenters/users.js';
import { withoutNulls } from '../connection.js';
import type { GraphqlContext } from '../context.js';

interface CreateTokenArgs {
  username?: string | null;
  email?: string | null;
  password: string;
  scope?: string | null;
}

export const userQueries = {
  me: async (_: unknown, __: unknown, { core, caller }: GraphqlContext) =>
    presentUser(await core.users.getMe(caller)),

  /** The chat models as the core returns them (no chat-completions snake_case twins). */
  models: (_: unknown, __: unknown, { core, caller }: GraphqlContext) =>
    core.chat.listModels(caller).map((model) => ({ ...model })),
};

export const userMutations = {
  signUp: async (_: unknown, args: { input: object }, { core, caller }: GraphqlContext) =>
    presentUser(await core.users.signUp(caller, withoutNulls(args.input))),

  /** The caller's own account: `getMe` refuses an anonymous caller before any input is read. */
  updateMe: async (_: unknown, args: { input: object }, { core, caller }: GraphqlContext) => {
    const me = await core.users.getMe(caller);
    return presentUser(await core.users.update(caller, me.id, args.input));
  },

  /** The same login as REST's `POST /v1/auth/tokens`: the core charges the login budget. */
  createToken: async (_: unknown, args: CreateTokenArgs, { core, caller }: GraphqlContext) =>
    presentTokenGrant(await core.auth.login(caller, withoutNulls(args))),
};
