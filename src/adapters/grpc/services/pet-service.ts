import type * as grpc from '@grpc/grpc-js';
import { unary, type GrpcDoor } from '../call.js';
import { encodedAnswer } from '../encoded-answers.js';
import { serverStream } from '../stream-call.js';
import { inField, snakeCasePath } from '../field-paths.js';
import type { Empty } from '../generated/google/protobuf/Empty.js';
import type { CreatePetRequest__Output as CreatePetRequest } from '../generated/petstore/v1/CreatePetRequest.js';
import type { DeletePetRequest__Output as DeletePetRequest } from '../generated/petstore/v1/DeletePetRequest.js';
import type { GetPetRequest__Output as GetPetRequest } from '../generated/petstore/v1/GetPetRequest.js';
import type { ListPetsRequest__Output as ListPetsRequest } from '../generated/petstore/v1/ListPetsRequest.js';
import type { ListPetsResponse } from '../generated/petstore/v1/ListPetsResponse.js';
import type { Pet as PetMessage } from '../generated/petstore/v1/Pet.js';
import type { PetServiceHandlers } from '../generated/petstore/v1/PetService.js';
import type { UpdatePetRequest__Output as UpdatePetRequest } from '../generated/petstore/v1/UpdatePetRequest.js';
import type { WatchPetStatusRequest__Output as WatchPetStatusRequest } from '../generated/petstore/v1/WatchPetStatusRequest.js';
import type { WatchPetStatusResponse } from '../generated/petstore/v1/WatchPetStatusResponse.js';
import { fromEnum, nonEmpty } from '../messages/common.js';
import { petBytes } from '../messages/pet-bytes.js';
import {
  createPetInput,
  petChanges,
  petMessage,
  petPatchMask,
  petStatusChangeMessage,
} from '../messages/pets.js';

/** The core's input: untyped here, validated by the core. */
type Message = Record<string, unknown>;

const SERVICE = '/petstore.v1.PetService/';

/** ListPetsRequest as the core's typed catalog query (the REST filters, in proto names). */
function listQuery(request: ListPetsRequest): Message {
  const statuses = request['statuses'];
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

/**
 * `petstore.v1.PetService` over the core's pet service. `definition` is the service as loaded from
 * the protos and served through `acceptingEncodedAnswers`: `GetPet` answers the pet's encoded
 * message remembered on the core's record (pet-bytes.ts), encoded with the service's own encoder.
 */
export function petService(door: GrpcDoor, definition: grpc.ServiceDefinition): PetServiceHandlers {
  const { pets, petStatusWatch } = door.core;
  const encodedPet = petBytes(
    (definition['GetPet'] as grpc.MethodDefinition<object, PetMessage>).responseSerialize,
  );
  return {
    GetPet: unary<GetPetRequest, PetMessage>(door, `${SERVICE}GetPet`, async ({ caller, request, baseUrl }) =>
      encodedAnswer(encodedPet(await pets.get(caller, String(request['petId'] ?? '')), baseUrl)),
    ),
    ListPets: unary<ListPetsRequest, ListPetsResponse>(
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
    CreatePet: unary<CreatePetRequest, PetMessage>(
      door,
      `${SERVICE}CreatePet`,
      async ({ caller, request, baseUrl }) =>
        petMessage(await pets.create(caller, createPetInput(request['pet'])), baseUrl),
      { fieldPath: inField('pet') },
    ),
    UpdatePet: unary<UpdatePetRequest, PetMessage>(
      door,
      `${SERVICE}UpdatePet`,
      async ({ caller, request, baseUrl }) => {
        const requested = request['pet'];
        const paths = request['updateMask']?.paths ?? [];
        const pet = await pets.patch(caller, String(requested?.['id'] ?? ''), petChanges(requested), {
          mask: petPatchMask(paths.filter(Boolean)),
          expectedVersion: request['expectedVersion'],
          pathName: snakeCasePath,
        });
        return petMessage(pet, baseUrl);
      },
      { fieldPath: (field) => (field === 'mask' ? 'update_mask' : inField('pet')(field)) },
    ),
    DeletePet: unary<DeletePetRequest, Empty>(door, `${SERVICE}DeletePet`, async ({ caller, request }) => {
      await pets.delete(caller, String(request['petId'] ?? ''), request['expectedVersion']);
      return {};
    }),
    WatchPetStatus: serverStream<WatchPetStatusRequest, WatchPetStatusResponse>(
      door,
      `${SERVICE}WatchPetStatus`,
      async ({ caller, request, baseUrl, signal }) => {
        // Resolves once the start is fixed and the named pet found: NOT_FOUND is the call's status.
        const changes = await petStatusWatch.watch(caller, nonEmpty(request['petId']), signal);
        return (async function* () {
          for await (const change of changes) {
            // The pet as it is when sent, as GraphQL's `pet` field; none once deleted.
            const [pet] = await pets.getManyByIds(caller, [change.petId]);
            yield petStatusChangeMessage(change, pet, baseUrl);
          }
        })();
      },
    ),
  };
}
