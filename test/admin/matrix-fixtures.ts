import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Role } from '../../src/core/context.js';
import { createAccount, createTenantWithStaff, signUp, type TestAccount } from '../helpers/auth.js';
import type { TestGateway } from '../helpers/gateway.js';
import { api } from '../helpers/json-api.js';
import { GOOD_CARD, pay } from '../store/store-api.js';

/** A tenant with one account per role and one of each resource the REST surface names by id. */
export interface Tenant {
  tenantId: string;
  accounts: Record<Role, TestAccount>;
  petId: string;
  petWithImage: { petId: string; imageId: string };
  /** PLACED by the tenant's customer. */
  orderId: string;
  webhookId: string;
  /** A public OAuth client registered by the tenant's admin. */
  oauthClientId: string;
  auditLogId: string;
}

export class MatrixWorld {
  constructor(readonly service: TestGateway) {}

  async tenant(): Promise<Tenant> {
    const { tenantId, account: admin } = await createTenantWithStaff(this.service, 'ADMIN');
    const [staff, customer] = await Promise.all([
      createAccount(this.service, tenantId, 'STAFF'),
      signUp(this.service.url, {}, tenantId),
    ]);
    const partial = { tenantId, accounts: { ADMIN: admin, STAFF: staff, CUSTOMER: customer } };
    const [petId, petWithImage, orderId, webhookId, oauthClientId] = await Promise.all([
      this.pet(partial),
      this.petWithImage(partial),
      this.order(partial),
      this.webhook(partial),
      this.oauthClient(partial),
    ]);
    const logs = await api<{ data: { id: string }[] }>(
      this.service.url,
      'GET',
      '/v1/admin/audit-logs?limit=1',
      {
        token: admin.accessToken,
      },
    );
    return {
      ...partial,
      petId,
      petWithImage,
      orderId,
      webhookId,
      oauthClientId,
      auditLogId: logs.body.data[0]?.id as string,
    };
  }

  async pet(t: Pick<Tenant, 'accounts'>): Promise<string> {
    const created = await api(this.service.url, 'POST', '/v1/pets', {
      token: t.accounts.STAFF.accessToken,
      body: { name: 'Matrix', species: 'cat', price: '10.00' },
    });
    expect(created.status).toBe(201);
    return created.body['id'] as string;
  }

  async petWithImage(t: Pick<Tenant, 'accounts'>): Promise<{ petId: string; imageId: string }> {
    const petId = await this.pet(t);
    const uploaded = await fetch(`${this.service.url}/v1/pets/${petId}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.accounts.STAFF.accessToken}` },
      body: await imageForm(),
    });
    const body = (await uploaded.json()) as { photos: string[] };
    expect(uploaded.status).toBe(201);
    return { petId, imageId: body.photos[0]?.split('/').at(-1) as string };
  }

  async order(t: Pick<Tenant, 'accounts'>): Promise<string> {
    const petId = await this.pet(t);
    const placed = await api(this.service.url, 'POST', '/v1/store/orders', {
      token: t.accounts.CUSTOMER.accessToken,
      body: { petId },
    });
    expect(placed.status).toBe(201);
    return placed.body['id'] as string;
  }

  async approvedOrder(t: Pick<Tenant, 'accounts'>): Promise<string> {
    const orderId = await this.order(t);
    expect(
      (
        await pay(
          this.service.url,
          t.accounts.CUSTOMER.accessToken,
          orderId,
          { ...GOOD_CARD },
          { amount: '10.00' },
        )
      ).status,
    ).toBe(201);
    return orderId;
  }

  async webhook(t: Pick<Tenant, 'accounts'>): Promise<string> {
    const created = await api(this.service.url, 'POST', '/v1/webhooks', {
      token: t.accounts.STAFF.accessToken,
      body: { url: 'http://127.0.0.1:9/matrix', events: ['payment.success'] },
    });
    expect(created.status).toBe(201);
    return created.body['id'] as string;
  }

  async oauthClient(t: Pick<Tenant, 'accounts'>): Promise<string> {
    const created = await api(this.service.url, 'POST', '/v1/admin/oauth-clients', {
      token: t.accounts.ADMIN.accessToken,
      body: newOAuthClient(),
    });
    expect(created.status).toBe(201);
    return created.body['clientId'] as string;
  }

  async customer(t: Pick<Tenant, 'tenantId'>): Promise<string> {
    return (await signUp(this.service.url, {}, t.tenantId)).userId;
  }
}

export async function imageForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  return form;
}

export function newStaffAccount(): Record<string, string> {
  const username = `matrix-${randomUUID().slice(0, 8)}`;
  return { username, email: `${username}@example.test`, password: 'a-matrix-password', role: 'STAFF' };
}

export function newOAuthClient(): Record<string, unknown> {
  return { name: 'Matrix app', kind: 'public', redirectUris: ['https://matrix.example.test/callback'] };
}
