import { afterAll, beforeAll } from 'vitest';
import type { ServerResponse } from 'node:http';
import { tokensFor } from '../../helpers/auth.js';
import { startTestGateway, type TestGateway } from '../../helpers/gateway.js';
import { UpstreamStandIn, type StandInHandler } from '../../chat/support/upstream-stand-in.js';

export const UPSTREAM_MODEL = 'upstream-model';

export interface ServiceWithUpstream {
  standIn: UpstreamStandIn;
  service: TestGateway;
  /** A customer's access token. */
  customer: string;
}

/**
 * The service with one upstream model (CHAT_UPSTREAM_URL / CHAT_UPSTREAM_MODELS) served by a
 * stand-in the test controls through `handler`, so what the model answers and when is decided.
 */
export async function startServiceWithUpstream(
  handler: StandInHandler,
  env: Record<string, string> = {},
): Promise<ServiceWithUpstream> {
  const standIn = await UpstreamStandIn.start(handler);
  try {
    const service = await startTestGateway({
      CHAT_UPSTREAM_URL: standIn.baseUrl,
      CHAT_UPSTREAM_MODELS: UPSTREAM_MODEL,
      RATE_LIMIT_CHAT_PER_MINUTE: '1000',
      ...env,
    });
    const customer = (await tokensFor(service.url, 'customer')).accessToken;
    return { standIn, service, customer };
  } catch (error) {
    await standIn.stop();
    throw error;
  }
}

/** A promise and its resolver, for the stand-in to wait on the test (or the test on it). */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Calls `closed` when the service hangs up on the stand-in before its answer is finished. */
export function onClosedEarly(response: ServerResponse, closed: () => void): void {
  response.on('close', () => {
    if (!response.writableFinished) closed();
  });
}

/** The service of a test file, with what its upstream stand-in answers next. */
export interface SuiteServiceWithUpstream {
  readonly service: TestGateway;
  /** A customer's access token. */
  readonly customer: string;
  /** What the stand-in does with the next requests it receives. */
  answerWith(handler: StandInHandler): void;
}

/** `startServiceWithUpstream` for a whole test file: started before its tests, stopped after. */
export function serviceWithUpstreamForSuite(env: Record<string, string> = {}): SuiteServiceWithUpstream {
  let started: ServiceWithUpstream | undefined;
  let answer: StandInHandler = () => undefined;
  beforeAll(async () => {
    started = await startServiceWithUpstream((response, request) => answer(response, request), env);
  });
  afterAll(async () => {
    await started?.service.close();
    await started?.standIn.stop();
  });
  const running = (): ServiceWithUpstream => {
    if (started === undefined) throw new Error('the service starts before the tests');
    return started;
  };
  return {
    get service() {
      return running().service;
    },
    get customer() {
      return running().customer;
    },
    answerWith(handler) {
      answer = handler;
    },
  };
}
