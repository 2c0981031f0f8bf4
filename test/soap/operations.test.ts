import { randomUUID } from 'node:crypto';
import * as soap from 'soap';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, tokensFor } from '../helpers/auth.js';
import { TEST_SEED_PASSWORD, type TestGateway } from '../helpers/gateway.js';
import { sharedTestGateway } from '../helpers/shared-gateway.js';
import { callOperation, soapClient, type SoapVersion } from './soap-client.js';

/** Request ids of this run: files share the worker's gateway and its audit trail. */
const RUN = randomUUID();

let service: TestGateway;
const clients: Record<string, soap.Client> = {};

const CARD = {
  type: 'card',
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 1,
  cvc: '123',
  holderName: 'Ada Lovelace',
};

/** A client of `version` generated from the served WSDL, authenticated by a bearer token. */
async function bearerClient(version: SoapVersion, accessToken: string): Promise<soap.Client> {
  const client = await soapClient(service.url, version);
  client.setSecurity(new soap.BearerSecurity(accessToken));
  return client;
}

beforeAll(async () => {
  service = await sharedTestGateway();
  const staff = (await tokensFor(service.url, 'staff')).accessToken;
  const customer = (await tokensFor(service.url, 'customer')).accessToken;
  clients['staff11'] = await bearerClient('1.1', staff);
  clients['staff12'] = await bearerClient('1.2', staff);
  clients['customer12'] = await bearerClient('1.2', customer);
  clients['anonymous11'] = await soapClient(service.url, '1.1');
});

const call = (who: string, version: SoapVersion, operation: string, args: Record<string, unknown>) =>
  callOperation(clients[who] as soap.Client, version, operation, args);

const newPet = {
  name: 'Soapy',
  species: 'CAT',
  breed: 'Siamese',
  ageMonths: 20,
  size: 'SMALL',
  gender: 'FEMALE',
  goodWithKids: true,
  price: '120.50',
  currency: 'EUR',
  medicalInfo: { vaccinated: true, healthNotes: 'Fine & well <3' },
};

describe('a client generated from the served WSDL', () => {
  it('creates, reads, lists, updates and deletes pets (SOAP 1.1 and 1.2)', async () => {
    const { pet: created } = (await call('staff11', '1.1', 'CreatePet', newPet)) as {
      pet: Record<string, unknown>;
    };
    expect(created).toMatchObject({
      name: 'Soapy',
      species: 'CAT',
      breed: 'Siamese',
      ageMonths: 20,
      goodWithKids: true,
      price: '120.50',
      currency: 'EUR',
      status: 'AVAILABLE',
      medicalInfo: { vaccinated: true, healthNotes: 'Fine & well <3' },
    });
    const id = created['id'] as string;

    const { pet: read } = await call('anonymous11', '1.1', 'GetPet', { id });
    expect(read).toEqual(created);

    const { pet: updated } = (await call('staff12', '1.2', 'UpdatePet', {
      id,
      ...newPet,
      name: 'Soapier',
      price: '99.00',
      status: 'NOT_AVAILABLE',
    })) as { pet: Record<string, unknown> };
    expect(updated).toMatchObject({ id, name: 'Soapier', price: '99.00', status: 'NOT_AVAILABLE' });

    const listed = await call('anonymous11', '1.1', 'ListPets', {
      species: 'CAT',
      status: ['NOT_AVAILABLE'],
      q: 'Soapier',
      pageSize: 5,
    });
    expect(listed['pet']).toEqual([expect.objectContaining({ id, name: 'Soapier' })]);
    expect(listed['nextPageToken']).toBeUndefined();

    const { pet: deleted } = (await call('staff12', '1.2', 'DeletePet', { id })) as {
      pet: Record<string, unknown>;
    };
    expect(deleted['id']).toBe(id);
    await expect(call('anonymous11', '1.1', 'GetPet', { id })).rejects.toMatchObject({
      root: { Envelope: { Body: { Fault: { detail: { PetstoreFault: { code: 'NOT_FOUND' } } } } } },
    });
  });

  it('pages ListPets with pageSize and nextPageToken, as REST pages with limit and cursor', async () => {
    const first = await call('anonymous11', '1.1', 'ListPets', { pageSize: 2, sort: 'name' });
    const firstPets = first['pet'] as { id: string }[];
    expect(firstPets).toHaveLength(2);
    expect(first['nextPageToken']).toEqual(expect.any(String));
    const second = await call('anonymous11', '1.1', 'ListPets', {
      pageSize: 2,
      sort: 'name',
      pageToken: first['nextPageToken'],
    });
    const rest = await fetch(`${service.url}/v1/pets?limit=4&sort=name`);
    const restIds = ((await rest.json()) as { data: { id: string }[] }).data.map((pet) => pet.id);
    expect([...firstPets, ...(second['pet'] as { id: string }[])].map((pet) => pet.id)).toEqual(restIds);
  });

  it('reads the inventory, places, reads, pays and cancels orders (SOAP 1.2)', async () => {
    const inventory = await call('anonymous11', '1.1', 'GetInventory', {});
    const restInventory = await (await fetch(`${service.url}/v1/store/inventory`)).json();
    expect(inventory['inventory']).toEqual(restInventory);

    const petIds: string[] = [];
    for (const name of ['Paid', 'Cancelled']) {
      const { pet } = (await call('staff12', '1.2', 'CreatePet', { ...newPet, name, price: '40.00' })) as {
        pet: { id: string };
      };
      petIds.push(pet.id);
    }
    const { order } = (await call('customer12', '1.2', 'PlaceOrder', {
      petId: petIds[0],
      notes: 'Quiet home',
    })) as { order: Record<string, unknown> };
    expect(order).toMatchObject({
      petId: petIds[0],
      status: 'PLACED',
      paymentStatus: 'UNPAID',
      totalAmount: '40.00',
      currency: 'EUR',
      notes: 'Quiet home',
    });
    const { order: read } = await call('customer12', '1.2', 'GetOrder', { id: order['id'] });
    // The store's workers may touch the order (and its updatedAt) once it is placed.
    expect(read).toEqual({ ...order, updatedAt: expect.any(Date) });

    const { payment } = (await call('customer12', '1.2', 'PayOrder', {
      orderId: order['id'],
      amount: '40.00',
      currency: 'EUR',
      method: CARD,
      idempotencyKey: `soap-pay-1-${RUN}`,
    })) as { payment: Record<string, unknown> };
    expect(payment).toMatchObject({
      orderId: order['id'],
      status: 'SUCCEEDED',
      amount: '40.00',
      currency: 'EUR',
      method: { type: 'card', brand: 'visa', last4: '4242' },
    });
    const { order: paid } = await call('customer12', '1.2', 'GetOrder', { id: order['id'] });
    expect(paid).toMatchObject({ paymentStatus: 'PAID' });

    const { order: second } = (await call('customer12', '1.2', 'PlaceOrder', { petId: petIds[1] })) as {
      order: { id: string };
    };
    const { order: cancelled } = await call('customer12', '1.2', 'CancelOrder', {
      id: second.id,
      reason: 'Changed my mind',
    });
    expect(cancelled).toMatchObject({ id: second.id, status: 'CANCELLED', cancelReason: 'Changed my mind' });
  });
});

describe('WS-Security UsernameToken', () => {
  it('admits PasswordText through the shared admission step and acts as that account', async () => {
    const account = await signUp(service.url);
    const client = await soapClient(service.url, '1.1');
    client.setSecurity(
      new soap.WSSecurity(account.username, account.password, { passwordType: 'PasswordText' }),
    );
    const pets = await call('anonymous11', '1.1', 'ListPets', { pageSize: 1 });
    const petId = (pets['pet'] as { id: string }[])[0]?.id;
    const { order } = (await callOperation(client, '1.1', 'PlaceOrder', { petId })) as {
      order: { userId: string; id: string };
    };
    expect(order.userId).toBe(account.userId);
    await callOperation(client, '1.1', 'CancelOrder', { id: order.id });
  });

  it('refuses a wrong password as REST does, and PasswordDigest with the reason', async () => {
    const client = await soapClient(service.url, '1.2');
    client.setSecurity(new soap.WSSecurity('customer', 'not-the-password', { passwordType: 'PasswordText' }));
    await expect(callOperation(client, '1.2', 'GetInventory', {})).rejects.toMatchObject({
      root: {
        Envelope: {
          Body: {
            Fault: { Code: { Value: 'env:Sender' }, Detail: { PetstoreFault: { code: 'UNAUTHENTICATED' } } },
          },
        },
      },
    });
    client.setSecurity(
      new soap.WSSecurity('customer', TEST_SEED_PASSWORD, { passwordType: 'PasswordDigest' }),
    );
    const refused = callOperation(client, '1.2', 'GetInventory', {});
    await expect(refused).rejects.toMatchObject({
      root: {
        Envelope: {
          Body: { Fault: { Detail: { PetstoreFault: { code: 'UNAUTHENTICATED', status: '401' } } } },
        },
      },
    });
    await refused.catch((error: { root: unknown }) =>
      expect(JSON.stringify(error.root)).toMatch(/PasswordDigest is not supported/),
    );
  });
});

describe('ifMatch: the expected version of UpdatePet and DeletePet', () => {
  const preconditionFailed = {
    root: {
      Envelope: {
        Body: {
          Fault: {
            Code: { Value: 'env:Sender' },
            Detail: { PetstoreFault: { code: 'PRECONDITION_FAILED', status: '412' } },
          },
        },
      },
    },
  };

  it('writes only the version named by the etag, and refuses a stale one, changing nothing', async () => {
    const { pet: created } = (await call('staff12', '1.2', 'CreatePet', newPet)) as {
      pet: { id: string; etag: string };
    };
    expect(created.etag).toMatch(new RegExp(`^"${created.id}\\.\\d+"$`));
    const rest = await fetch(`${service.url}/v1/pets/${created.id}`);
    expect(rest.headers.get('etag')).toBe(created.etag);

    const { pet: updated } = (await call('staff12', '1.2', 'UpdatePet', {
      id: created.id,
      ifMatch: created.etag,
      ...newPet,
      name: 'Versioned',
    })) as { pet: { name: string; etag: string } };
    expect(updated.name).toBe('Versioned');
    expect(updated.etag).not.toBe(created.etag);

    const stale = { id: created.id, ifMatch: created.etag };
    await expect(
      call('staff12', '1.2', 'UpdatePet', { ...stale, ...newPet, name: 'Lost' }),
    ).rejects.toMatchObject(preconditionFailed);
    await expect(call('staff12', '1.2', 'DeletePet', stale)).rejects.toMatchObject(preconditionFailed);
    // Another pet's tag never matches either.
    await expect(
      call('staff12', '1.2', 'DeletePet', { id: created.id, ifMatch: `"someone-else.1"` }),
    ).rejects.toMatchObject(preconditionFailed);
    const { pet: unchanged } = await call('anonymous11', '1.1', 'GetPet', { id: created.id });
    expect(unchanged).toMatchObject({ name: 'Versioned', etag: updated.etag });

    const { pet: deleted } = (await call('staff11', '1.1', 'DeletePet', {
      id: created.id,
      ifMatch: updated.etag,
    })) as { pet: { id: string } };
    expect(deleted.id).toBe(created.id);
  });
});
