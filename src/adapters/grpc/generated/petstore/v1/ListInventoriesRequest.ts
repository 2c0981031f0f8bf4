// Original file: protos/petstore/v1/store_service.proto


export interface ListInventoriesRequest {
}

export interface ListInventoriesRequest__Output {
}
