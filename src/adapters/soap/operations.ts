import type { CallerContext } from '../../core/context.js';
import type { Core } from '../../core/core.js';
import { OrderPaymentSchema } from '../../core/payments/schemas.js';
import { CreatePetSchema, ListPetsQuerySchema, ReplacePetSchema } from '../../core/pets/schemas.js';
import { CancelOrderSchema, ListOrdersQuerySchema, PlaceOrderSchema } from '../../core/store/schemas.js';
import { expectedVersionOf } from '../shared/entity-tag.js';
import {
  presentInventory,
  presentSpeciesInventory,
  presentOrder,
  presentPayment,
  presentPlacedOrder,
} from '../shared/presenters/orders.js';
import { PETSTORE_NS } from './envelope.js';
import { readFields, requiredText, without, type Shape } from './request-fields.js';
import { shapeOf } from './request-shape.js';
import type { XmlElement } from './xml-reader.js';
import { petXml } from './pet-xml.js';
import { elements, type XmlRecord } from './xml-writer.js';

/** What a handler of an operation is given: the admitted caller and the request's wrapper. */
export interface OperationCall {
  core: Core;
  caller: CallerContext;
  payload: XmlElement;
  /** The base of absolute URLs (photos): `PUBLIC_URL`, else the address the caller used. */
  baseUrl: string;
}

export interface Operation {
  /** The WSDL operation and the request wrapper's element name. */
  name: string;
  /**
   * The request wrapper's elements and how each is read: the core schema's fields (`shapeOf`)
   * plus the ids REST carries in its path. test/unit/contracts/soap.test.ts holds them and the
   * WSDL's wrapper to the core's schema.
   */
  fields: Shape;
  /** Runs it; returns the response wrapper's content (`<pet>...</pet>`). */
  run(call: OperationCall): Promise<string>;
  /** How the core's field names read in this operation's faults (default: the same name). */
  fieldName?: (field: string) => string;
}

/** `SOAPAction` (1.1) and the `action` parameter (1.2) of an operation, as the WSDL declares them. */
export function actionOf(operation: string): string {
  return `${PETSTORE_NS}/${operation}`;
}

/** The lists speak of `pageSize` and `pageToken` where the core (and REST) say `limit`, `cursor`. */
const LIST_FIELD_NAMES: Record<string, string> = { limit: 'pageSize', cursor: 'pageToken' };

/** An operation whose handler is given the wrapper's fields, read by `fields`. */
function operation(
  name: string,
  fields: Shape,
  handle: (call: OperationCall, values: Record<string, unknown>) => Promise<string>,
  fieldName?: (field: string) => string,
): Operation {
  return {
    name,
    fields,
    run: (call) => handle(call, readFields(call.payload, fields)),
    ...(fieldName === undefined ? {} : { fieldName }),
  };
}

/** The response wrapper's content: one element holding the presented object. */
function wrap(name: string, value: object): string {
  return elements({ [name]: { ...value } as XmlRecord });
}

/** The paging of a list request as the core takes it: `pageSize` is `limit`, `pageToken` `cursor`. */
function listQuery(fields: Record<string, unknown>): Record<string, unknown> {
  const { pageSize, pageToken, ...filters } = fields;
  return {
    ...filters,
    ...(pageSize === undefined ? {} : { limit: pageSize }),
    ...(pageToken === undefined ? {} : { cursor: pageToken }),
  };
}

/**
 * The version an `ifMatch` element expects (REST's `If-Match`, GraphQL's `ifMatch`): none when
 * absent, else the version inside the pet's `etag`; a tag of another version or pet never matches.
 */
function expectedVersion(fields: Record<string, unknown>, id: string): number | undefined {
  const ifMatch = fields['ifMatch'];
  return typeof ifMatch === 'string' && ifMatch !== '' ? expectedVersionOf(ifMatch, id) : undefined;
}

/**
 * The operations of wsdl/petstore.wsdl, each a thin mapping onto the core service REST calls for
 * the same thing, answering through the shared presenters (element names are their field names).
 */
export const OPERATIONS: readonly Operation[] = [
  operation('GetPet', { id: 'string' }, async ({ core, caller, baseUrl }, fields) =>
    petXml(await core.pets.get(caller, requiredText(fields, 'id')), baseUrl),
  ),
  operation(
    'ListPets',
    shapeOf(ListPetsQuerySchema, LIST_FIELD_NAMES),
    async ({ core, caller, baseUrl }, fields) => {
      const page = await core.pets.list(caller, listQuery(fields));
      let xml = '';
      for (const pet of page.data) xml += petXml(pet, baseUrl);
      return xml + elements({ nextPageToken: page.nextCursor });
    },
    (field) => LIST_FIELD_NAMES[field] ?? field,
  ),
  operation('CreatePet', shapeOf(CreatePetSchema), async ({ core, caller, baseUrl }, fields) =>
    petXml(await core.pets.create(caller, fields), baseUrl),
  ),
  operation(
    'UpdatePet',
    { id: 'string', ifMatch: 'string', ...shapeOf(ReplacePetSchema) },
    async ({ core, caller, baseUrl }, fields) => {
      const id = requiredText(fields, 'id');
      const expected = expectedVersion(fields, id);
      const pet = await core.pets.replace(caller, id, without(fields, 'id', 'ifMatch'), expected);
      return petXml(pet, baseUrl);
    },
  ),
  operation('DeletePet', { id: 'string', ifMatch: 'string' }, async ({ core, caller, baseUrl }, fields) => {
    const id = requiredText(fields, 'id');
    return petXml(await core.pets.delete(caller, id, expectedVersion(fields, id)), baseUrl);
  }),
  operation('GetInventory', {}, async ({ core, caller }) =>
    wrap('inventory', presentInventory(await core.inventory.totals(caller))),
  ),
  operation('GetInventories', {}, async ({ core, caller }) => {
    const rows = await core.inventory.bySpecies(caller);
    return elements({
      inventory: rows.map((row) => ({ ...presentSpeciesInventory(row) }) as XmlRecord),
    });
  }),
  operation('PlaceOrder', shapeOf(PlaceOrderSchema), async ({ core, caller }, fields) => {
    const { order, callbackSecret } = await core.orders.place(caller, fields);
    return wrap('order', presentPlacedOrder(order, callbackSecret));
  }),
  operation('GetOrder', { id: 'string' }, async ({ core, caller }, fields) =>
    wrap('order', presentOrder(await core.orders.get(caller, requiredText(fields, 'id')))),
  ),
  operation(
    'ListOrders',
    shapeOf(ListOrdersQuerySchema, LIST_FIELD_NAMES),
    async ({ core, caller }, fields) => {
      const page = await core.orders.list(caller, listQuery(fields));
      return elements({
        order: page.data.map((order) => ({ ...presentOrder(order) }) as XmlRecord),
        nextPageToken: page.nextCursor,
      });
    },
    (field) => LIST_FIELD_NAMES[field] ?? field,
  ),
  operation(
    'CancelOrder',
    { id: 'string', ...shapeOf(CancelOrderSchema) },
    async ({ core, caller }, fields) => {
      const order = await core.orders.cancel(caller, requiredText(fields, 'id'), without(fields, 'id'));
      return wrap('order', presentOrder(order));
    },
  ),
  operation('CompleteOrder', { id: 'string' }, async ({ core, caller }, fields) =>
    wrap('order', presentOrder(await core.orders.complete(caller, requiredText(fields, 'id')))),
  ),
  operation(
    'PayOrder',
    { orderId: 'string', ...shapeOf(OrderPaymentSchema), idempotencyKey: 'string' },
    async ({ core, caller }, fields) => {
      const key = fields['idempotencyKey'];
      const { payment } = await core.payments.pay(
        caller,
        requiredText(fields, 'orderId'),
        without(fields, 'orderId', 'idempotencyKey'),
        typeof key === 'string' && key !== '' ? key : undefined,
      );
      return wrap('payment', presentPayment(payment));
    },
  ),
];

export const OPERATION_BY_NAME: ReadonlyMap<string, Operation> = new Map(
  OPERATIONS.map((operation) => [operation.name, operation]),
);
