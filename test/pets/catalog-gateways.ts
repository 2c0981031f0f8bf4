import { startGatewayBeside, startTestGateway, type TestGateway } from '../helpers/gateway.js';

/** The catalog cache time of the second gateway. */
export const OTHER_PROCESS_TTL_MS = 400;

/**
 * Two gateways on one database for catalog freshness tests: the first keeps its catalog for a
 * minute, so only invalidation can make its reads fresh; the second (a second process of the same
 * deployment) keeps it for `OTHER_PROCESS_TTL_MS`. Anonymous budgets are raised for many reads.
 */
export async function startCatalogGateways(): Promise<{ service: TestGateway; second: TestGateway }> {
  const service = await startTestGateway({
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000',
    CATALOG_CACHE_TTL_MS: '60000',
  });
  const second = await startGatewayBeside(service, {
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000',
    CATALOG_CACHE_TTL_MS: String(OTHER_PROCESS_TTL_MS),
  });
  return { service, second };
}
