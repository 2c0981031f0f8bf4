import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _google_protobuf_Empty, Empty__Output as _google_protobuf_Empty__Output } from './google/protobuf/Empty.js';
import type { FieldMask as _google_protobuf_FieldMask, FieldMask__Output as _google_protobuf_FieldMask__Output } from './google/protobuf/FieldMask.js';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp.js';
import type { CreatePetRequest as _petstore_v1_CreatePetRequest, CreatePetRequest__Output as _petstore_v1_CreatePetRequest__Output } from './petstore/v1/CreatePetRequest.js';
import type { DeletePetRequest as _petstore_v1_DeletePetRequest, DeletePetRequest__Output as _petstore_v1_DeletePetRequest__Output } from './petstore/v1/DeletePetRequest.js';
import type { GetPetRequest as _petstore_v1_GetPetRequest, GetPetRequest__Output as _petstore_v1_GetPetRequest__Output } from './petstore/v1/GetPetRequest.js';
import type { ListPetsRequest as _petstore_v1_ListPetsRequest, ListPetsRequest__Output as _petstore_v1_ListPetsRequest__Output } from './petstore/v1/ListPetsRequest.js';
import type { ListPetsResponse as _petstore_v1_ListPetsResponse, ListPetsResponse__Output as _petstore_v1_ListPetsResponse__Output } from './petstore/v1/ListPetsResponse.js';
import type { MedicalInfo as _petstore_v1_MedicalInfo, MedicalInfo__Output as _petstore_v1_MedicalInfo__Output } from './petstore/v1/MedicalInfo.js';
import type { Pet as _petstore_v1_Pet, Pet__Output as _petstore_v1_Pet__Output } from './petstore/v1/Pet.js';
import type { PetServiceClient as _petstore_v1_PetServiceClient, PetServiceDefinition as _petstore_v1_PetServiceDefinition } from './petstore/v1/PetService.js';
import type { UpdatePetRequest as _petstore_v1_UpdatePetRequest, UpdatePetRequest__Output as _petstore_v1_UpdatePetRequest__Output } from './petstore/v1/UpdatePetRequest.js';
import type { WatchPetStatusRequest as _petstore_v1_WatchPetStatusRequest, WatchPetStatusRequest__Output as _petstore_v1_WatchPetStatusRequest__Output } from './petstore/v1/WatchPetStatusRequest.js';
import type { WatchPetStatusResponse as _petstore_v1_WatchPetStatusResponse, WatchPetStatusResponse__Output as _petstore_v1_WatchPetStatusResponse__Output } from './petstore/v1/WatchPetStatusResponse.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  google: {
    protobuf: {
      Empty: MessageTypeDefinition<_google_protobuf_Empty, _google_protobuf_Empty__Output>
      FieldMask: MessageTypeDefinition<_google_protobuf_FieldMask, _google_protobuf_FieldMask__Output>
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
    }
  }
  petstore: {
    v1: {
      CreatePetRequest: MessageTypeDefinition<_petstore_v1_CreatePetRequest, _petstore_v1_CreatePetRequest__Output>
      DeletePetRequest: MessageTypeDefinition<_petstore_v1_DeletePetRequest, _petstore_v1_DeletePetRequest__Output>
      Gender: EnumTypeDefinition
      GetPetRequest: MessageTypeDefinition<_petstore_v1_GetPetRequest, _petstore_v1_GetPetRequest__Output>
      ListPetsRequest: MessageTypeDefinition<_petstore_v1_ListPetsRequest, _petstore_v1_ListPetsRequest__Output>
      ListPetsResponse: MessageTypeDefinition<_petstore_v1_ListPetsResponse, _petstore_v1_ListPetsResponse__Output>
      MedicalInfo: MessageTypeDefinition<_petstore_v1_MedicalInfo, _petstore_v1_MedicalInfo__Output>
      Pet: MessageTypeDefinition<_petstore_v1_Pet, _petstore_v1_Pet__Output>
      /**
       * The pet catalog: public reads within a tenant, changes by staff with write:pets.
       */
      PetService: SubtypeConstructor<typeof grpc.Client, _petstore_v1_PetServiceClient> & { service: _petstore_v1_PetServiceDefinition }
      PetStatus: EnumTypeDefinition
      Size: EnumTypeDefinition
      Species: EnumTypeDefinition
      UpdatePetRequest: MessageTypeDefinition<_petstore_v1_UpdatePetRequest, _petstore_v1_UpdatePetRequest__Output>
      WatchPetStatusRequest: MessageTypeDefinition<_petstore_v1_WatchPetStatusRequest, _petstore_v1_WatchPetStatusRequest__Output>
      WatchPetStatusResponse: MessageTypeDefinition<_petstore_v1_WatchPetStatusResponse, _petstore_v1_WatchPetStatusResponse__Output>
    }
  }
}

