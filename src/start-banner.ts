import type { Config } from './config.js';
import type { Gateway } from './gateway.js';
import { systemContext } from './core/context.js';

const SHOWN_ACCOUNTS = 6;

/**
 * What a person who just ran `npm start` needs next: where each door is, which tenant and
 * accounts exist, and how to get back in. Printed once by the process that serves (not by tests).
 */
export async function startBanner(config: Config, gateway: Gateway): Promise<string> {
  const base = config.publicUrl ?? gateway.url;
  const { core } = gateway;
  const tenantId = core.tenants.defaultTenantId();
  const tenant = await core.tenants.get(tenantId);
  const accounts = await core.users.listForOperator(
    systemContext(tenantId, 'start-banner'),
    SHOWN_ACCOUNTS + 1,
  );
  const named = accounts
    .slice(0, SHOWN_ACCOUNTS)
    .map((user) => `${user.username} (${user.role})`)
    .join(', ');
  const more = accounts.length > SHOWN_ACCOUNTS ? ', and more: npm run users -- list' : '';
  const password =
    config.seedPassword === undefined
      ? ''
      : gateway.seededNow
        ? ' Password: SEED_PASSWORD.'
        : ' SEED_PASSWORD was not used: it seeds only an empty database.';
  const lines = [
    '',
    '================================================================',
    ' Petstore Gateway is ready',
    `   REST API       ${base}/v1/pets`,
    `   API reference  ${base}/docs/`,
    `   GraphQL        ${base}/v1/graphql  (GraphiQL in a browser)`,
    `   gRPC           ${gateway.grpcAddress}  (reflection: npx buf curl --protocol grpc --http2-prior-knowledge --list-services http://${gateway.grpcAddress})`,
    `   SOAP WSDL      ${base}/v1/soap?wsdl`,
    `   Admin console  ${base}/admin/`,
    `   Tenant         ${tenant.name}: X-Tenant-ID ${tenant.slug} or ${tenant._id}`,
    `   Accounts       ${named === '' ? 'none yet' : named}${more}.${password}`,
    '   Lost password  npm run users -- set-password <username>  (works while the service runs)',
    '   First requests docs/tour.md',
    '================================================================',
    '',
  ];
  return lines.join('\n');
}
