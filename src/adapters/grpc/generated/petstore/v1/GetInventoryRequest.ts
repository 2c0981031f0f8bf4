// Original file: protos/petstore/v1/store_service.proto


export interface GetInventoryRequest {
}

export interface GetInventoryRequest__Output {
}
