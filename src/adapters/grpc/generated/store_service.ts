import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp.js';
import type { BankAccountMethod as _petstore_v1_BankAccountMethod, BankAccountMethod__Output as _petstore_v1_BankAccountMethod__Output } from './petstore/v1/BankAccountMethod.js';
import type { CancelOrderRequest as _petstore_v1_CancelOrderRequest, CancelOrderRequest__Output as _petstore_v1_CancelOrderRequest__Output } from './petstore/v1/CancelOrderRequest.js';
import type { CardMethod as _petstore_v1_CardMethod, CardMethod__Output as _petstore_v1_CardMethod__Output } from './petstore/v1/CardMethod.js';
import type { CompleteOrderRequest as _petstore_v1_CompleteOrderRequest, CompleteOrderRequest__Output as _petstore_v1_CompleteOrderRequest__Output } from './petstore/v1/CompleteOrderRequest.js';
import type { GetInventoryRequest as _petstore_v1_GetInventoryRequest, GetInventoryRequest__Output as _petstore_v1_GetInventoryRequest__Output } from './petstore/v1/GetInventoryRequest.js';
import type { GetInventoryResponse as _petstore_v1_GetInventoryResponse, GetInventoryResponse__Output as _petstore_v1_GetInventoryResponse__Output } from './petstore/v1/GetInventoryResponse.js';
import type { GetOrderRequest as _petstore_v1_GetOrderRequest, GetOrderRequest__Output as _petstore_v1_GetOrderRequest__Output } from './petstore/v1/GetOrderRequest.js';
import type { ListInventoriesRequest as _petstore_v1_ListInventoriesRequest, ListInventoriesRequest__Output as _petstore_v1_ListInventoriesRequest__Output } from './petstore/v1/ListInventoriesRequest.js';
import type { ListInventoriesResponse as _petstore_v1_ListInventoriesResponse, ListInventoriesResponse__Output as _petstore_v1_ListInventoriesResponse__Output } from './petstore/v1/ListInventoriesResponse.js';
import type { ListOrdersRequest as _petstore_v1_ListOrdersRequest, ListOrdersRequest__Output as _petstore_v1_ListOrdersRequest__Output } from './petstore/v1/ListOrdersRequest.js';
import type { ListOrdersResponse as _petstore_v1_ListOrdersResponse, ListOrdersResponse__Output as _petstore_v1_ListOrdersResponse__Output } from './petstore/v1/ListOrdersResponse.js';
import type { MedicalInfo as _petstore_v1_MedicalInfo, MedicalInfo__Output as _petstore_v1_MedicalInfo__Output } from './petstore/v1/MedicalInfo.js';
import type { Order as _petstore_v1_Order, Order__Output as _petstore_v1_Order__Output } from './petstore/v1/Order.js';
import type { PayOrderRequest as _petstore_v1_PayOrderRequest, PayOrderRequest__Output as _petstore_v1_PayOrderRequest__Output } from './petstore/v1/PayOrderRequest.js';
import type { PayOrderResponse as _petstore_v1_PayOrderResponse, PayOrderResponse__Output as _petstore_v1_PayOrderResponse__Output } from './petstore/v1/PayOrderResponse.js';
import type { Payment as _petstore_v1_Payment, Payment__Output as _petstore_v1_Payment__Output } from './petstore/v1/Payment.js';
import type { PaymentMethodSummary as _petstore_v1_PaymentMethodSummary, PaymentMethodSummary__Output as _petstore_v1_PaymentMethodSummary__Output } from './petstore/v1/PaymentMethodSummary.js';
import type { Pet as _petstore_v1_Pet, Pet__Output as _petstore_v1_Pet__Output } from './petstore/v1/Pet.js';
import type { PlaceOrderRequest as _petstore_v1_PlaceOrderRequest, PlaceOrderRequest__Output as _petstore_v1_PlaceOrderRequest__Output } from './petstore/v1/PlaceOrderRequest.js';
import type { PlaceOrderResponse as _petstore_v1_PlaceOrderResponse, PlaceOrderResponse__Output as _petstore_v1_PlaceOrderResponse__Output } from './petstore/v1/PlaceOrderResponse.js';
import type { SpeciesInventory as _petstore_v1_SpeciesInventory, SpeciesInventory__Output as _petstore_v1_SpeciesInventory__Output } from './petstore/v1/SpeciesInventory.js';
import type { StoreServiceClient as _petstore_v1_StoreServiceClient, StoreServiceDefinition as _petstore_v1_StoreServiceDefinition } from './petstore/v1/StoreService.js';
import type { WatchOrderRequest as _petstore_v1_WatchOrderRequest, WatchOrderRequest__Output as _petstore_v1_WatchOrderRequest__Output } from './petstore/v1/WatchOrderRequest.js';
import type { WatchOrderResponse as _petstore_v1_WatchOrderResponse, WatchOrderResponse__Output as _petstore_v1_WatchOrderResponse__Output } from './petstore/v1/WatchOrderResponse.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  google: {
    protobuf: {
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
    }
  }
  petstore: {
    v1: {
      BankAccountMethod: MessageTypeDefinition<_petstore_v1_BankAccountMethod, _petstore_v1_BankAccountMethod__Output>
      CancelOrderRequest: MessageTypeDefinition<_petstore_v1_CancelOrderRequest, _petstore_v1_CancelOrderRequest__Output>
      CardMethod: MessageTypeDefinition<_petstore_v1_CardMethod, _petstore_v1_CardMethod__Output>
      CompleteOrderRequest: MessageTypeDefinition<_petstore_v1_CompleteOrderRequest, _petstore_v1_CompleteOrderRequest__Output>
      Gender: EnumTypeDefinition
      GetInventoryRequest: MessageTypeDefinition<_petstore_v1_GetInventoryRequest, _petstore_v1_GetInventoryRequest__Output>
      GetInventoryResponse: MessageTypeDefinition<_petstore_v1_GetInventoryResponse, _petstore_v1_GetInventoryResponse__Output>
      GetOrderRequest: MessageTypeDefinition<_petstore_v1_GetOrderRequest, _petstore_v1_GetOrderRequest__Output>
      ListInventoriesRequest: MessageTypeDefinition<_petstore_v1_ListInventoriesRequest, _petstore_v1_ListInventoriesRequest__Output>
      ListInventoriesResponse: MessageTypeDefinition<_petstore_v1_ListInventoriesResponse, _petstore_v1_ListInventoriesResponse__Output>
      ListOrdersRequest: MessageTypeDefinition<_petstore_v1_ListOrdersRequest, _petstore_v1_ListOrdersRequest__Output>
      ListOrdersResponse: MessageTypeDefinition<_petstore_v1_ListOrdersResponse, _petstore_v1_ListOrdersResponse__Output>
      MedicalInfo: MessageTypeDefinition<_petstore_v1_MedicalInfo, _petstore_v1_MedicalInfo__Output>
      Order: MessageTypeDefinition<_petstore_v1_Order, _petstore_v1_Order__Output>
      OrderStatus: EnumTypeDefinition
      PayOrderRequest: MessageTypeDefinition<_petstore_v1_PayOrderRequest, _petstore_v1_PayOrderRequest__Output>
      PayOrderResponse: MessageTypeDefinition<_petstore_v1_PayOrderResponse, _petstore_v1_PayOrderResponse__Output>
      Payment: MessageTypeDefinition<_petstore_v1_Payment, _petstore_v1_Payment__Output>
      PaymentMethodSummary: MessageTypeDefinition<_petstore_v1_PaymentMethodSummary, _petstore_v1_PaymentMethodSummary__Output>
      PaymentStatus: EnumTypeDefinition
      Pet: MessageTypeDefinition<_petstore_v1_Pet, _petstore_v1_Pet__Output>
      PetStatus: EnumTypeDefinition
      PlaceOrderRequest: MessageTypeDefinition<_petstore_v1_PlaceOrderRequest, _petstore_v1_PlaceOrderRequest__Output>
      PlaceOrderResponse: MessageTypeDefinition<_petstore_v1_PlaceOrderResponse, _petstore_v1_PlaceOrderResponse__Output>
      Size: EnumTypeDefinition
      Species: EnumTypeDefinition
      SpeciesInventory: MessageTypeDefinition<_petstore_v1_SpeciesInventory, _petstore_v1_SpeciesInventory__Output>
      /**
       * Adoption orders and their payments.
       */
      StoreService: SubtypeConstructor<typeof grpc.Client, _petstore_v1_StoreServiceClient> & { service: _petstore_v1_StoreServiceDefinition }
      WatchOrderRequest: MessageTypeDefinition<_petstore_v1_WatchOrderRequest, _petstore_v1_WatchOrderRequest__Output>
      WatchOrderResponse: MessageTypeDefinition<_petstore_v1_WatchOrderResponse, _petstore_v1_WatchOrderResponse__Output>
    }
  }
}

