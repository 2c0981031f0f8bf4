import { petListQuery } from '../../src/adapters/rest/query/list-queries.js';
import { describe, expect, test } from 'vitest';
import { loadOpenApiDocument } from '../../src/adapters/rest/openapi.js';
import { LoginSchema } from '../../src/core/auth/schemas.js';
import { ChatCompletionRequestSchema } from '../../src/core/chat/schemas.js';
import { CreatePetSchema, ListPetsQuerySchema } from '../../src/core/pets/schemas.js';
import { SignUpSchema, UpdateUserSchema } from '../../src/core/users/schemas.js';
import { ContractValidator, type Operation } from './openapi-validator.js';
import { deref } from './schema-agreement.js';

/**
 * Requests a black-box fuzzer generated from the document and the server refused: the document
 * must refuse them too, so that what it calls valid is what the server accepts.
 */
const document = loadOpenApiDocument();
const validator = new ContractValidator(document);
const schema = (name: string) => validator.schemaAt(`/components/schemas/${name}`);

/** The schema of a named parameter of an operation, wherever the parameter is declared. */
function parameter(method: string, template: string, name: string): (value: unknown) => boolean {
  const item = document.paths[template] as { parameters?: Record<string, unknown>[] } | undefined;
  const operation = validator.operation(method, template) as
    (Operation & { parameters?: unknown[] }) | undefined;
  const all = [...(item?.parameters ?? []), ...((operation?.parameters ?? []) as Record<string, unknown>[])];
  const index = all.findIndex((candidate) => deref(document, candidate)['name'] === name);
  if (index < 0) throw new Error(`${method} ${template} declares no parameter ${name}`);
  const declared = all[index] as { $ref?: string };
  const pointer =
    declared.$ref !== undefined
      ? `${declared.$ref.slice(1)}/schema`
      : `/paths/${encodeURIComponent(template.replace(/~/g, '~0').replace(/\//g, '~1'))}/${method}/parameters/${
          index - (item?.parameters?.length ?? 0)
        }/schema`;
  const validate = validator.schemaAt(pointer);
  return (value) => validate(value);
}

const pet = { name: 'Rex', species: 'dog', price: '10.00' };

describe('the document refuses what the server refuses', () => {
  test('an unknown currency code such as AAA', () => {
    expect(CreatePetSchema.safeParse({ ...pet, currency: 'AAA' }).success).toBe(false);
    expect(schema('PetCreate')({ ...pet, currency: 'AAA' })).toBe(false);
    expect(schema('PetCreate')({ ...pet, currency: 'EUR' })).toBe(true);
  });

  test('every currency the server accepts is in the document, and no other', () => {
    const documented = (
      deref(document, { $ref: '#/components/schemas/Currency' })['enum'] as string[]
    ).sort();
    const accepted = Intl.supportedValuesOf('currency').filter(
      (code) => CreatePetSchema.safeParse({ ...pet, currency: code }).success,
    );
    expect(documented).toEqual(accepted.sort());
  });

  test('an email without a dotted domain such as 0@com', () => {
    const signUp = { username: 'ada', email: '0@com', password: 'twelve-chars!' };
    expect(SignUpSchema.safeParse(signUp).success).toBe(false);
    expect(schema('UserCreate')(signUp)).toBe(false);
    expect(schema('UserUpdate')({ email: '0@com' })).toBe(false);
    expect(schema('UserCreate')({ ...signUp, email: 'ada.l@example.co.uk' })).toBe(true);
  });

  test('a login with both a username and an email, or with neither', () => {
    for (const login of [{ username: 'ada', email: 'ada@example.com', password: 'p' }, { password: 'p' }]) {
      expect(LoginSchema.safeParse(login).success).toBe(false);
      expect(schema('TokenRequest')(login)).toBe(false);
    }
    expect(schema('TokenRequest')({ username: 'ada', password: 'p' })).toBe(true);
    expect(schema('TokenRequest')({ email: 'ada@example.com', password: 'p' })).toBe(true);
  });

  test('a Last-Event-ID that is not a sequence number', () => {
    for (const name of ['Last-Event-ID', 'lastEventId']) {
      const valid = parameter('get', '/v1/events', name);
      expect(valid('abc'), name).toBe(false);
      expect(valid('-1'), name).toBe(false);
      expect(valid('42'), name).toBe(true);
    }
  });

  test('a cursor that no page could have produced, such as 0', () => {
    for (const template of ['/v1/pets', '/v1/store/orders', '/v1/webhooks']) {
      const valid = parameter('get', template, 'cursor');
      expect(valid('0'), template).toBe(false);
      // What a page hands out: base64url of the last item's position.
      expect(valid(Buffer.from(JSON.stringify(['0190', 'x'])).toString('base64url')), template).toBe(true);
    }
  });
});

describe('the document declares what the server reads and answers', () => {
  test('sign-up and login read X-Tenant-ID; sign-up in an unknown tenant is a documented 404', () => {
    // A tenant is named by its UUID or its slug; anything else is outside the document.
    expect(parameter('post', '/v1/users', 'X-Tenant-ID')('not a tenant!')).toBe(false);
    expect(parameter('post', '/v1/users', 'X-Tenant-ID')('demo')).toBe(true);
    expect(parameter('post', '/v1/auth/tokens', 'X-Tenant-ID')('01900000-0000-7000-8000-000000000000')).toBe(
      true,
    );
    expect(Object.keys(validator.operation('post', '/v1/users')?.responses ?? {})).toContain('404');
  });

  test('every operation states its security, public ones explicitly', () => {
    for (const key of validator.operations()) {
      const [method, template] = key.split(' ') as [string, string];
      expect(validator.operation(method, template)?.['security'], key).toBeDefined();
    }
    expect(validator.operation('post', '/v1/users')?.['security']).toEqual([]);
  });

  test('order creation declares the status callbacks sent to callbackUrl', () => {
    const callbacks = validator.operation('post', '/v1/store/orders')?.['callbacks'] as Record<
      string,
      Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>
    >;
    const callback = callbacks['orderStatusChanged']?.['{$request.body#/callbackUrl}']?.post;
    expect(callback?.requestBody.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/OrderStatusChangedPayload',
    });
  });

  test('the chat stream is described event by event with ChatCompletionChunk', () => {
    const created = validator.operation('post', '/v1/chat/completions')?.responses['201'] as {
      content: Record<string, { schema: { oneOf?: { $ref: string }[] } }>;
    };
    expect(created.content['text/event-stream']?.schema.oneOf?.map((branch) => branch.$ref)).toContain(
      '#/components/schemas/ChatCompletionChunk',
    );
  });
});

describe('what the contract fuzz found the document allowing and the server refusing', () => {
  test('a pet status filter that is not a list of statuses', () => {
    const valid = parameter('get', '/v1/pets', 'status');
    for (const value of ['', 'sold', 'available,', 'available;pending']) {
      expect(ListPetsQuerySchema.safeParse(petListQuery({ status: value })).success, value).toBe(false);
      expect(valid(value), value).toBe(false);
    }
    for (const value of ['available', 'AVAILABLE, pending', ' not_available ,adopted']) {
      expect(ListPetsQuerySchema.safeParse(petListQuery({ status: value })).success, value).toBe(true);
      expect(valid(value), value).toBe(true);
    }
  });

  test('a blank text search', () => {
    expect(ListPetsQuerySchema.safeParse(petListQuery({ q: '\t' })).success).toBe(false);
    expect(parameter('get', '/v1/pets', 'q')('\t')).toBe(false);
    expect(parameter('get', '/v1/pets', 'q')(' beagle ')).toBe(true);
  });

  test('names and phones that are blank or too short once trimmed', () => {
    expect(CreatePetSchema.safeParse({ ...pet, name: '  ' }).success).toBe(false);
    expect(schema('PetCreate')({ ...pet, name: '  ' })).toBe(false);
    const signUp = { username: 'ada', email: 'ada@example.com', password: 'twelve-chars!' };
    for (const extra of [{ firstName: ' ' }, { phone: '+  ' }, { phone: ' 1 ' }]) {
      expect(SignUpSchema.safeParse({ ...signUp, ...extra }).success, JSON.stringify(extra)).toBe(false);
      expect(schema('UserCreate')({ ...signUp, ...extra }), JSON.stringify(extra)).toBe(false);
    }
    expect(schema('UserCreate')({ ...signUp, phone: '+1 555 0100' })).toBe(true);
  });

  test('two different max-token fields in one chat request', () => {
    const request = { model: 'pet-advisor-1', messages: [], maxTokens: 1, max_tokens: 2 };
    expect(ChatCompletionRequestSchema.safeParse(request).success).toBe(false);
    expect(schema('ChatCompletionRequest')(request)).toBe(false);
    expect(schema('ChatCompletionRequest')({ ...request, max_tokens: undefined })).toBe(true);
  });

  test('a new password without the current one', () => {
    expect(UpdateUserSchema.safeParse({ password: 'a-new-long-password' }).success).toBe(false);
    expect(schema('UserUpdate')({ password: 'a-new-long-password' })).toBe(false);
    expect(schema('UserUpdate')({ password: 'a-new-long-password', currentPassword: 'old' })).toBe(true);
  });

  test('a login scope that names no scope', () => {
    for (const scope of ['', 'read:everything']) {
      const login = { username: 'ada', password: 'p', scope };
      expect(schema('TokenRequest')(login), scope).toBe(false);
    }
    expect(schema('TokenRequest')({ username: 'ada', password: 'p', scope: 'read:pets  chat:write' })).toBe(
      true,
    );
  });
});
