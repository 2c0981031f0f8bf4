import { parseArgs } from 'node:util';
import type { CoreInternals } from '../core/core.js';
import { systemContext } from '../core/context.js';
import { DomainError } from '../core/errors.js';
import type { OAuthClientView } from '../core/auth/oauth-clients.js';
import { operatorTenant } from './operator-core.js';

/** A registration as printed: `clientId` rather than the stored `_id`. */
function present({ _id, ...rest }: OAuthClientView) {
  return { clientId: _id, ...rest };
}

export const USAGE = `Usage: npm run oauth-clients -- <command> [options]

  create --name <name> (--public | --confidential) [--client-id <id>]
         [--redirect-uri <uri>]...      https, http on 127.0.0.1/localhost/[::1] (any port), or /path on this service
         [--grant <type>]...            authorization_code (default, with refresh_token), refresh_token, client_credentials
         [--scope <scope>]...           the most the client may ask for (default: every scope; roles narrow it)
         [--service-account <username>] the account client_credentials tokens act as
  list
  delete --client-id <id>

  --tenant <id|slug>    the tenant the client belongs to (default: the default tenant)

The secret of a confidential client is printed once; only its hash is stored.
`;

/** `--help` or `-h` anywhere: usage is printed without opening the database. */
export function wantsHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}

/** The outcome of one command: what to print, and the exit status. */
export interface CommandResult {
  status: number;
  output: string;
}

/**
 * The commands of `npm run oauth-clients` over a core: each goes through the client registry as a
 * system caller of the tenant, so it is validated and audited like any registration.
 */
export async function runOAuthClientsCommand(core: CoreInternals, argv: string[]): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        public: { type: 'boolean', default: false },
        confidential: { type: 'boolean', default: false },
        'client-id': { type: 'string' },
        'redirect-uri': { type: 'string', multiple: true },
        grant: { type: 'string', multiple: true },
        scope: { type: 'string', multiple: true },
        'service-account': { type: 'string' },
        tenant: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return { status: 2, output: `${(error as Error).message}\n\n${USAGE}` };
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || command === undefined) return { status: command === undefined ? 2 : 0, output: USAGE };
  try {
    const ctx = systemContext(await operatorTenant(core, values.tenant), 'oauth-clients-cli');
    switch (command) {
      case 'create': {
        if (values.public === values.confidential) {
          return { status: 2, output: `Give exactly one of --public and --confidential.\n\n${USAGE}` };
        }
        const grants = values.grant;
        const registered = await core.oauth.clients.register(ctx, {
          ...(values['client-id'] === undefined ? {} : { clientId: values['client-id'] }),
          name: values.name,
          kind: values.public ? 'public' : 'confidential',
          redirectUris: values['redirect-uri'] ?? [],
          ...(grants === undefined ? {} : { grantTypes: grants }),
          ...(values.scope === undefined
            ? {}
            : { scopes: values.scope.flatMap((each) => each.split(/\s+/)) }),
          ...(values['service-account'] === undefined ? {} : { serviceAccount: values['service-account'] }),
        });
        const shown = { ...present(registered.client), clientSecret: registered.clientSecret ?? undefined };
        const notice =
          registered.clientSecret === null ? '' : 'The client secret is shown this once; store it now.\n';
        return { status: 0, output: `${JSON.stringify(shown, null, 2)}\n${notice}` };
      }
      case 'list':
        return {
          status: 0,
          output: `${JSON.stringify((await core.oauth.clients.list(ctx)).map(present), null, 2)}\n`,
        };
      case 'delete': {
        const clientId = values['client-id'];
        if (clientId === undefined) return { status: 2, output: `--client-id is required.\n\n${USAGE}` };
        await core.oauth.clients.remove(ctx, clientId);
        return { status: 0, output: `Deleted ${clientId}.\n` };
      }
      default:
        return { status: 2, output: `Unknown command "${command}".\n\n${USAGE}` };
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const fields = (error.fields ?? []).map((field) => `  ${field.field}: ${field.message}`).join('\n');
    return { status: 1, output: `${error.message}\n${fields}${fields === '' ? '' : '\n'}` };
  }
}
