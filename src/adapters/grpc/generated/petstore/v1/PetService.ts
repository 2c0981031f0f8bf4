// Original file: protos/petstore/v1/pet_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreatePetRequest as _petstore_v1_CreatePetRequest, CreatePetRequest__Output as _petstore_v1_CreatePetRequest__Output } from '../../petstore/v1/CreatePetRequest.js';
import type { DeletePetRequest as _petstore_v1_DeletePetRequest, DeletePetRequest__Output as _petstore_v1_DeletePetRequest__Output } from '../../petstore/v1/DeletePetRequest.js';
import type { Empty as _google_protobuf_Empty, Empty__Output as _google_protobuf_Empty__Output } from '../../google/protobuf/Empty.js';
import type { GetPetRequest as _petstore_v1_GetPetRequest, GetPetRequest__Output as _petstore_v1_GetPetRequest__Output } from '../../petstore/v1/GetPetRequest.js';
import type { ListPetsRequest as _petstore_v1_ListPetsRequest, ListPetsRequest__Output as _petstore_v1_ListPetsRequest__Output } from '../../petstore/v1/ListPetsRequest.js';
import type { ListPetsResponse as _petstore_v1_ListPetsResponse, ListPetsResponse__Output as _petstore_v1_ListPetsResponse__Output } from '../../petstore/v1/ListPetsResponse.js';
import type { Pet as _petstore_v1_Pet, Pet__Output as _petstore_v1_Pet__Output } from '../../petstore/v1/Pet.js';
import type { UpdatePetRequest as _petstore_v1_UpdatePetRequest, UpdatePetRequest__Output as _petstore_v1_UpdatePetRequest__Output } from '../../petstore/v1/UpdatePetRequest.js';
import type { WatchPetStatusRequest as _petstore_v1_WatchPetStatusRequest, WatchPetStatusRequest__Output as _petstore_v1_WatchPetStatusRequest__Output } from '../../petstore/v1/WatchPetStatusRequest.js';
import type { WatchPetStatusResponse as _petstore_v1_WatchPetStatusResponse, WatchPetStatusResponse__Output as _petstore_v1_WatchPetStatusResponse__Output } from '../../petstore/v1/WatchPetStatusResponse.js';

/**
 * The pet catalog: public reads within a tenant, changes by staff with write:pets.
 */
export interface PetServiceClient extends grpc.Client {
  /**
   * Adds a pet to the catalog (AVAILABLE).
   */
  CreatePet(argument: _petstore_v1_CreatePetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  CreatePet(argument: _petstore_v1_CreatePetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  CreatePet(argument: _petstore_v1_CreatePetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  CreatePet(argument: _petstore_v1_CreatePetRequest, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  /**
   * Adds a pet to the catalog (AVAILABLE).
   */
  createPet(argument: _petstore_v1_CreatePetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  createPet(argument: _petstore_v1_CreatePetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  createPet(argument: _petstore_v1_CreatePetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  createPet(argument: _petstore_v1_CreatePetRequest, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes a pet that no order holds.
   */
  DeletePet(argument: _petstore_v1_DeletePetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  DeletePet(argument: _petstore_v1_DeletePetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  DeletePet(argument: _petstore_v1_DeletePetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  DeletePet(argument: _petstore_v1_DeletePetRequest, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  /**
   * Removes a pet that no order holds.
   */
  deletePet(argument: _petstore_v1_DeletePetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  deletePet(argument: _petstore_v1_DeletePetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  deletePet(argument: _petstore_v1_DeletePetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  deletePet(argument: _petstore_v1_DeletePetRequest, callback: grpc.requestCallback<_google_protobuf_Empty__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads one pet.
   */
  GetPet(argument: _petstore_v1_GetPetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  GetPet(argument: _petstore_v1_GetPetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  GetPet(argument: _petstore_v1_GetPetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  GetPet(argument: _petstore_v1_GetPetRequest, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  /**
   * Reads one pet.
   */
  getPet(argument: _petstore_v1_GetPetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  getPet(argument: _petstore_v1_GetPetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  getPet(argument: _petstore_v1_GetPetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  getPet(argument: _petstore_v1_GetPetRequest, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists pets with the catalog filters, a page at a time.
   */
  ListPets(argument: _petstore_v1_ListPetsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListPetsResponse__Output>): grpc.ClientUnaryCall;
  ListPets(argument: _petstore_v1_ListPetsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_ListPetsResponse__Output>): grpc.ClientUnaryCall;
  ListPets(argument: _petstore_v1_ListPetsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListPetsResponse__Output>): grpc.ClientUnaryCall;
  ListPets(argument: _petstore_v1_ListPetsRequest, callback: grpc.requestCallback<_petstore_v1_ListPetsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists pets with the catalog filters, a page at a time.
   */
  listPets(argument: _petstore_v1_ListPetsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListPetsResponse__Output>): grpc.ClientUnaryCall;
  listPets(argument: _petstore_v1_ListPetsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_ListPetsResponse__Output>): grpc.ClientUnaryCall;
  listPets(argument: _petstore_v1_ListPetsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_ListPetsResponse__Output>): grpc.ClientUnaryCall;
  listPets(argument: _petstore_v1_ListPetsRequest, callback: grpc.requestCallback<_petstore_v1_ListPetsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes the fields named in update_mask.
   */
  UpdatePet(argument: _petstore_v1_UpdatePetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  UpdatePet(argument: _petstore_v1_UpdatePetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  UpdatePet(argument: _petstore_v1_UpdatePetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  UpdatePet(argument: _petstore_v1_UpdatePetRequest, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  /**
   * Changes the fields named in update_mask.
   */
  updatePet(argument: _petstore_v1_UpdatePetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  updatePet(argument: _petstore_v1_UpdatePetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  updatePet(argument: _petstore_v1_UpdatePetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  updatePet(argument: _petstore_v1_UpdatePetRequest, callback: grpc.requestCallback<_petstore_v1_Pet__Output>): grpc.ClientUnaryCall;
  
  /**
   * The status changes of one pet, or of every pet of the tenant, from now until the client
   * cancels (GraphQL's petStatusChanged). The response headers arrive once the watch has started:
   * every change after them is sent. Public like the catalog; a caller with a token is followed
   * while the stream lasts (an expired or revoked token ends it with UNAUTHENTICATED).
   */
  WatchPetStatus(argument: _petstore_v1_WatchPetStatusRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_WatchPetStatusResponse__Output>;
  WatchPetStatus(argument: _petstore_v1_WatchPetStatusRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_WatchPetStatusResponse__Output>;
  /**
   * The status changes of one pet, or of every pet of the tenant, from now until the client
   * cancels (GraphQL's petStatusChanged). The response headers arrive once the watch has started:
   * every change after them is sent. Public like the catalog; a caller with a token is followed
   * while the stream lasts (an expired or revoked token ends it with UNAUTHENTICATED).
   */
  watchPetStatus(argument: _petstore_v1_WatchPetStatusRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_WatchPetStatusResponse__Output>;
  watchPetStatus(argument: _petstore_v1_WatchPetStatusRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_petstore_v1_WatchPetStatusResponse__Output>;
  
}

/**
 * The pet catalog: public reads within a tenant, changes by staff with write:pets.
 */
export interface PetServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Adds a pet to the catalog (AVAILABLE).
   */
  CreatePet: grpc.handleUnaryCall<_petstore_v1_CreatePetRequest__Output, _petstore_v1_Pet>;
  
  /**
   * Removes a pet that no order holds.
   */
  DeletePet: grpc.handleUnaryCall<_petstore_v1_DeletePetRequest__Output, _google_protobuf_Empty>;
  
  /**
   * Reads one pet.
   */
  GetPet: grpc.handleUnaryCall<_petstore_v1_GetPetRequest__Output, _petstore_v1_Pet>;
  
  /**
   * Lists pets with the catalog filters, a page at a time.
   */
  ListPets: grpc.handleUnaryCall<_petstore_v1_ListPetsRequest__Output, _petstore_v1_ListPetsResponse>;
  
  /**
   * Changes the fields named in update_mask.
   */
  UpdatePet: grpc.handleUnaryCall<_petstore_v1_UpdatePetRequest__Output, _petstore_v1_Pet>;
  
  /**
   * The status changes of one pet, or of every pet of the tenant, from now until the client
   * cancels (GraphQL's petStatusChanged). The response headers arrive once the watch has started:
   * every change after them is sent. Public like the catalog; a caller with a token is followed
   * while the stream lasts (an expired or revoked token ends it with UNAUTHENTICATED).
   */
  WatchPetStatus: grpc.handleServerStreamingCall<_petstore_v1_WatchPetStatusRequest__Output, _petstore_v1_WatchPetStatusResponse>;
  
}

export interface PetServiceDefinition extends grpc.ServiceDefinition {
  CreatePet: MethodDefinition<_petstore_v1_CreatePetRequest, _petstore_v1_Pet, _petstore_v1_CreatePetRequest__Output, _petstore_v1_Pet__Output>
  DeletePet: MethodDefinition<_petstore_v1_DeletePetRequest, _google_protobuf_Empty, _petstore_v1_DeletePetRequest__Output, _google_protobuf_Empty__Output>
  GetPet: MethodDefinition<_petstore_v1_GetPetRequest, _petstore_v1_Pet, _petstore_v1_GetPetRequest__Output, _petstore_v1_Pet__Output>
  ListPets: MethodDefinition<_petstore_v1_ListPetsRequest, _petstore_v1_ListPetsResponse, _petstore_v1_ListPetsRequest__Output, _petstore_v1_ListPetsResponse__Output>
  UpdatePet: MethodDefinition<_petstore_v1_UpdatePetRequest, _petstore_v1_Pet, _petstore_v1_UpdatePetRequest__Output, _petstore_v1_Pet__Output>
  WatchPetStatus: MethodDefinition<_petstore_v1_WatchPetStatusRequest, _petstore_v1_WatchPetStatusResponse, _petstore_v1_WatchPetStatusRequest__Output, _petstore_v1_WatchPetStatusResponse__Output>
}
