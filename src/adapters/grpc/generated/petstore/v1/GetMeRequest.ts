// Original file: protos/petstore/v1/user_service.proto


export interface GetMeRequest {
}

export interface GetMeRequest__Output {
}
