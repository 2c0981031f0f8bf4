import type * as grpc from '@grpc/grpc-js';

/**
 * grpc-js encodes each answer with its method's `responseSerialize`. A service passed through
 * `acceptingEncodedAnswers` lets a handler answer bytes it already holds (a pet's encoded
 * message, remembered on the core's record: pet-bytes.ts) as they are; any other answer is
 * encoded as before. No message of ours is a Buffer, so the two cannot be confused.
 */
export function acceptingEncodedAnswers(service: grpc.ServiceDefinition): grpc.ServiceDefinition {
  return Object.fromEntries(
    Object.entries(service).map(([name, method]) => {
      const encode = method.responseSerialize;
      const responseSerialize = (answer: unknown): Buffer =>
        Buffer.isBuffer(answer) ? answer : encode(answer);
      return [name, { ...method, responseSerialize }];
    }),
  );
}

/**
 * Encoded bytes given where a handler's typed answer is expected: grpc-js's handler types know
 * messages only, and the service's `responseSerialize` (above) sends the bytes unchanged.
 */
export function encodedAnswer<Message>(bytes: Buffer): Message {
  return bytes as unknown as Message;
}
