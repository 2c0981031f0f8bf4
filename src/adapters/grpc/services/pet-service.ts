import type { UntypedServiceImplementation } from '@grpc/grpc-js';
import { unary, type GrpcDoor } from '../call.js';
import { inField, snakeCasePath } from '../field-paths.js';
import { fromEnum, nonEmpty } from '../messages/common.js';
import { createPetInput, petChanges, petMessage, petPatchMask } from '../messages/pets.js';

type Message = Record<string, unknown>;

const SERVICE = '/petstore.v1.PetService/';

/** ListPetsRequest as the core's typed catalog query (the REST filters, in proto names). */
function listQuery(request: Message): Message {
  const statuses = request['statuses'] as unknown[] | undefined;
  const query: Message = {
    species: fromEnum('SPECIES', request['species']),
    status:
      statuses === undefined || statuses.length === 0
        ? undefined
        : statuses.map((s) => fromEnum('PET_STATUS', s)),
    size: fromEnum('SIZE', request['size']),
    gender: fromEnum('GENDER', request['gender']),
    goodWithKids: request['goodWithKids'],
    minAgeMonths: request['minAgeMonths'],
    maxAgeMonths: request['maxAgeMonths'],
    q: nonEmpty(request['query']),
    sort: nonEmpty(request['orderBy']),
    limit: request['pageSize'] === 0 ? undefined : request['pageSize'],
    cursor: nonEmpty(request['pageToken']),
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/** The core's names for list fields, as ListPetsRequest names them. */
const LIST_FIELDS: Record<string, string> = {
  status: 'statuses',
  q: 'query',
  sort: 'order_by',
  limit: 'page_size',
  cursor: 'page_token',
  minAgeMonths: 'min_age_months',
  maxAgeMonths: 'max_age_months',
  goodWithKids: 'good_with_kids',
};

/** `petstore.v1.PetService` over the core's pet service. */
export function petService(door: GrpcDoor): UntypedServiceImplementation {
  const { pets } = door.core;
  return {
    GetPet: unary<Message, Message>(door, `${SERVICE}GetPet`, async ({ caller, request, baseUrl }) =>
      petMessage(await pets.get(caller, String(request['petId'] ?? '')), baseUrl),
    ),
    ListPets: unary<Message, Message>(
      door,
      `${SERVICE}ListPets`,
      async ({ caller, request, baseUrl }) => {
        const page = await pets.list(caller, listQuery(request));
        return {
          pets: page.data.map((pet) => petMessage(pet, baseUrl)),
          nextPageToken: page.nextCursor ?? '',
        };
      },
      { fieldPath: (field) => LIST_FIELDS[field] ?? field },
    ),
    CreatePet: unary<Message, Message>(
      door,
      `${SERVICE}CreatePet`,
      async ({ caller, request, baseUrl }) =>
        petMessage(await pets.create(caller, createPetInput(request['pet'] as Message | undefined)), baseUrl),
      { fieldPath: inField('pet') },
    ),
    UpdatePet: unary<Message, Message>(
      door,
      `${SERVICE}UpdatePet`,
      async ({ caller, request, baseUrl }) => {
        const requested = request['pet'] as Message | undefined;
        const paths = (request['updateMask'] as { paths?: string[] } | undefined)?.paths ?? [];
        const pet = await pets.patch(caller, String(requested?.['id'] ?? ''), petChanges(requested), {
          mask: petPatchMask(paths.filter(Boolean)),
          expectedVersion: request['expectedVersion'] as number | undefined,
          pathName: snakeCasePath,
        });
        return petMessage(pet, baseUrl);
      },
      { fieldPath: (field) => (field === 'mask' ? 'update_mask' : inField('pet')(field)) },
    ),
    DeletePet: unary<Message, Message>(door, `${SERVICE}DeletePet`, async ({ caller, request }) => {
      await pets.delete(
        caller,
        String(request['petId'] ?? ''),
        request['expectedVersion'] as number | undefined,
      );
      return {};
    }),
  };
}
