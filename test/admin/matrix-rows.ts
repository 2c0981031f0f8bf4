import type { Tenant } from './matrix-fixtures.js';
import { imageForm, newOAuthClient, newStaffAccount, type MatrixWorld } from './matrix-fixtures.js';
import { GOOD_CARD } from '../store/store-api.js';

/**
 * The rows of the authorization matrix: one per REST operation, with the status each caller gets.
 * `fresh` calls get new resources of their own (a delete, a cancel, a suspension), so every call
 * meets the same starting state.
 */
export interface Call {
  path: string;
  json?: unknown;
  form?: FormData;
  /** An event stream: only the status is read, then the stream is dropped. */
  stream?: boolean;
}

export interface Row {
  op: string;
  /** Statuses for ADMIN, STAFF, CUSTOMER of tenant A on tenant A's resources. */
  own: [number, number, number];
  /** The same callers on tenant B's resources (operations that name a resource). */
  other?: [number, number, number];
  /** Without a token; 401 unless the operation is public. */
  anonymous?: number;
  call(t: Tenant, fresh: boolean): Promise<Call>;
}

const NOT_FOUND: [number, number, number] = [404, 404, 404];
const STAFF_ONLY_OTHER: [number, number, number] = [404, 404, 403];
const ADMIN_ONLY: [number, number, number] = [200, 403, 403];
const ADMIN_ONLY_OTHER: [number, number, number] = [404, 403, 403];
const pet = { name: 'Matrix', species: 'dog', price: '12.00' };

/** `world` is called when a row runs: the fixtures exist only once the service is up. */
export function matrixRows(world: () => MatrixWorld): Row[] {
  return [
    { op: 'GET /v1/pets', own: [200, 200, 200], anonymous: 200, call: async () => ({ path: '/v1/pets' }) },
    { op: 'POST /v1/pets', own: [201, 201, 403], call: async () => ({ path: '/v1/pets', json: pet }) },
    {
      op: 'GET /v1/pets/{petId}',
      own: [200, 200, 200],
      other: NOT_FOUND,
      anonymous: 404, // anonymous reads the default tenant, which does not hold tenant A's pet
      call: async (t) => ({ path: `/v1/pets/${t.petId}` }),
    },
    {
      op: 'PUT /v1/pets/{petId}',
      own: [200, 200, 403],
      other: STAFF_ONLY_OTHER,
      call: async (t, fresh) => ({ path: `/v1/pets/${fresh ? await world().pet(t) : t.petId}`, json: pet }),
    },
    {
      op: 'DELETE /v1/pets/{petId}',
      own: [204, 204, 403],
      other: STAFF_ONLY_OTHER,
      call: async (t, fresh) => ({ path: `/v1/pets/${fresh ? await world().pet(t) : t.petId}` }),
    },
    {
      op: 'POST /v1/pets/{petId}/images',
      own: [201, 201, 403],
      other: STAFF_ONLY_OTHER,
      call: async (t) => ({ path: `/v1/pets/${t.petId}/images`, form: await imageForm() }),
    },
    {
      op: 'GET /v1/pets/{petId}/images/{imageId}',
      own: [200, 200, 200],
      other: NOT_FOUND,
      // Photo URLs work in an <img> without a tenant header (pet-images.ts); a token's tenant is checked.
      anonymous: 200,
      call: async (t) => ({ path: `/v1/pets/${t.petWithImage.petId}/images/${t.petWithImage.imageId}` }),
    },
    {
      op: 'DELETE /v1/pets/{petId}/images/{imageId}',
      own: [200, 200, 403],
      other: STAFF_ONLY_OTHER,
      call: async (t, fresh) => {
        const target = fresh ? await world().petWithImage(t) : t.petWithImage;
        return { path: `/v1/pets/${target.petId}/images/${target.imageId}` };
      },
    },
    {
      op: 'GET /v1/store/inventory',
      own: [200, 200, 200],
      anonymous: 200,
      call: async () => ({ path: '/v1/store/inventory' }),
    },
    {
      op: 'GET /v1/store/inventories',
      own: [200, 200, 403],
      call: async () => ({ path: '/v1/store/inventories' }),
    },
    { op: 'GET /v1/store/orders', own: [200, 200, 200], call: async () => ({ path: '/v1/store/orders' }) },
    {
      op: 'POST /v1/store/orders',
      own: [201, 201, 201],
      other: NOT_FOUND,
      call: async (t, fresh) => ({
        path: '/v1/store/orders',
        json: { petId: fresh ? await world().pet(t) : t.petId },
      }),
    },
    {
      op: 'GET /v1/store/orders/{orderId}',
      own: [200, 200, 200],
      other: NOT_FOUND,
      call: async (t) => ({ path: `/v1/store/orders/${t.orderId}` }),
    },
    {
      op: 'DELETE /v1/store/orders/{orderId}',
      own: [200, 200, 200],
      other: NOT_FOUND,
      call: async (t, fresh) => ({ path: `/v1/store/orders/${fresh ? await world().order(t) : t.orderId}` }),
    },
    {
      op: 'POST /v1/store/orders/{orderId}/complete',
      own: [200, 200, 403],
      other: STAFF_ONLY_OTHER,
      call: async (t, fresh) => ({
        path: `/v1/store/orders/${fresh ? await world().approvedOrder(t) : t.orderId}/complete`,
      }),
    },
    {
      op: 'POST /v1/store/orders/{orderId}/payment',
      // Only the customer who placed the order pays for it.
      own: [403, 403, 201],
      other: NOT_FOUND,
      call: async (t, fresh) => ({
        path: `/v1/store/orders/${fresh ? await world().order(t) : t.orderId}/payment`,
        json: {
          amount: '10.00',
          currency: 'USD',
          method: GOOD_CARD,
        },
      }),
    },
    { op: 'GET /v1/webhooks', own: [200, 200, 403], call: async () => ({ path: '/v1/webhooks' }) },
    {
      op: 'POST /v1/webhooks',
      own: [201, 201, 403],
      call: async () => ({
        path: '/v1/webhooks',
        json: { url: 'http://127.0.0.1:9/x', events: ['payment.success'] },
      }),
    },
    {
      op: 'GET /v1/webhooks/{webhookId}',
      own: [200, 200, 403],
      other: STAFF_ONLY_OTHER,
      call: async (t) => ({ path: `/v1/webhooks/${t.webhookId}` }),
    },
    {
      op: 'DELETE /v1/webhooks/{webhookId}',
      own: [204, 204, 403],
      other: STAFF_ONLY_OTHER,
      call: async (t, fresh) => ({ path: `/v1/webhooks/${fresh ? await world().webhook(t) : t.webhookId}` }),
    },
    {
      op: 'GET /v1/webhooks/{webhookId}/deliveries',
      own: [200, 200, 403],
      other: STAFF_ONLY_OTHER,
      call: async (t) => ({ path: `/v1/webhooks/${t.webhookId}/deliveries` }),
    },
    {
      op: 'POST /v1/webhooks/{webhookId}/test',
      own: [202, 202, 403],
      other: STAFF_ONLY_OTHER,
      call: async (t) => ({ path: `/v1/webhooks/${t.webhookId}/test` }),
    },
    { op: 'GET /v1/events', own: [200, 200, 200], call: async () => ({ path: '/v1/events', stream: true }) },
    {
      op: 'POST /v1/chat/completions',
      own: [201, 201, 201],
      call: async () => ({
        path: '/v1/chat/completions',
        json: { model: 'pet-advisor-1', messages: [{ role: 'user', content: 'Do cats need baths?' }] },
      }),
    },
    { op: 'GET /v1/models', own: [200, 200, 200], call: async () => ({ path: '/v1/models' }) },
    {
      op: 'POST /v1/users',
      own: [201, 201, 201],
      anonymous: 201,
      call: async () => {
        const { role: _role, ...account } = newStaffAccount();
        return { path: '/v1/users', json: account };
      },
    },
    { op: 'GET /v1/users/me', own: [200, 200, 200], call: async () => ({ path: '/v1/users/me' }) },
    {
      op: 'GET /v1/users/{userId}',
      own: [200, 403, 200],
      other: ADMIN_ONLY_OTHER,
      call: async (t) => ({ path: `/v1/users/${t.accounts.CUSTOMER.userId}` }),
    },
    {
      op: 'PUT /v1/users/{userId}',
      own: [200, 403, 200],
      other: ADMIN_ONLY_OTHER,
      call: async (t) => ({ path: `/v1/users/${t.accounts.CUSTOMER.userId}`, json: { firstName: 'Matrix' } }),
    },
    {
      op: 'DELETE /v1/users/{userId}',
      own: [204, 403, 403],
      other: ADMIN_ONLY_OTHER,
      call: async (t, fresh) => ({
        path: `/v1/users/${fresh ? await world().customer(t) : t.accounts.STAFF.userId}`,
      }),
    },
    {
      op: 'GET /v1/openapi.json',
      own: [200, 200, 200],
      anonymous: 200,
      call: async () => ({ path: '/v1/openapi.json' }),
    },
    { op: 'GET /healthz', own: [200, 200, 200], anonymous: 200, call: async () => ({ path: '/healthz' }) },
    { op: 'GET /readyz', own: [200, 200, 200], anonymous: 200, call: async () => ({ path: '/readyz' }) },
    { op: 'GET /metrics', own: [200, 200, 200], anonymous: 200, call: async () => ({ path: '/metrics' }) },
    {
      op: 'GET /v1/admin/dashboard/stats',
      own: ADMIN_ONLY,
      call: async () => ({ path: '/v1/admin/dashboard/stats' }),
    },
    { op: 'GET /v1/admin/users', own: ADMIN_ONLY, call: async () => ({ path: '/v1/admin/users' }) },
    {
      op: 'POST /v1/admin/users',
      own: [201, 403, 403],
      call: async () => ({ path: '/v1/admin/users', json: newStaffAccount() }),
    },
    {
      op: 'GET /v1/admin/users/{userId}',
      own: ADMIN_ONLY,
      other: ADMIN_ONLY_OTHER,
      call: async (t) => ({ path: `/v1/admin/users/${t.accounts.CUSTOMER.userId}` }),
    },
    {
      op: 'PATCH /v1/admin/users/{userId}/status',
      own: ADMIN_ONLY,
      other: ADMIN_ONLY_OTHER,
      call: async (t, fresh) => ({
        path: `/v1/admin/users/${fresh ? await world().customer(t) : t.accounts.STAFF.userId}/status`,
        json: { status: 'SUSPENDED', reason: 'Matrix' },
      }),
    },
    {
      op: 'PATCH /v1/admin/users/{userId}/role',
      own: ADMIN_ONLY,
      other: ADMIN_ONLY_OTHER,
      call: async (t, fresh) => ({
        path: `/v1/admin/users/${fresh ? await world().customer(t) : t.accounts.STAFF.userId}/role`,
        json: { role: 'STAFF' },
      }),
    },
    { op: 'GET /v1/admin/orders', own: ADMIN_ONLY, call: async () => ({ path: '/v1/admin/orders' }) },
    {
      op: 'POST /v1/admin/orders/{orderId}/force-cancel',
      own: ADMIN_ONLY,
      other: ADMIN_ONLY_OTHER,
      call: async (t, fresh) => ({
        path: `/v1/admin/orders/${fresh ? await world().order(t) : t.orderId}/force-cancel`,
        json: { reason: 'Matrix' },
      }),
    },
    { op: 'GET /v1/admin/audit-logs', own: ADMIN_ONLY, call: async () => ({ path: '/v1/admin/audit-logs' }) },
    {
      op: 'GET /v1/admin/audit-logs/{auditLogId}',
      own: ADMIN_ONLY,
      other: ADMIN_ONLY_OTHER,
      call: async (t) => ({ path: `/v1/admin/audit-logs/${t.auditLogId}` }),
    },
    {
      op: 'GET /v1/admin/oauth-clients',
      own: ADMIN_ONLY,
      call: async () => ({ path: '/v1/admin/oauth-clients' }),
    },
    {
      op: 'POST /v1/admin/oauth-clients',
      own: [201, 403, 403],
      call: async () => ({ path: '/v1/admin/oauth-clients', json: newOAuthClient() }),
    },
    {
      op: 'GET /v1/admin/oauth-clients/{clientId}',
      own: ADMIN_ONLY,
      other: ADMIN_ONLY_OTHER,
      call: async (t) => ({ path: `/v1/admin/oauth-clients/${t.oauthClientId}` }),
    },
    {
      op: 'DELETE /v1/admin/oauth-clients/{clientId}',
      own: [204, 403, 403],
      other: ADMIN_ONLY_OTHER,
      call: async (t, fresh) => ({
        path: `/v1/admin/oauth-clients/${fresh ? await world().oauthClient(t) : t.oauthClientId}`,
      }),
    },
  ];
}

/** Credentials travel in the body (password, refresh token), not as a bearer token: no roles to walk. */
export const CREDENTIAL_ENDPOINTS = [
  'POST /v1/auth/tokens',
  'GET /oauth/jwks',
  'POST /oauth/token',
  'POST /oauth/refresh',
  'POST /oauth/revoke',
];
