import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import type { Registry } from 'prom-client';
import WebSocket from 'ws';

/** A graphql-ws client (the `ws` package as its socket) on the gateway's `/v1/graphql`. */
export function wsClient(url: string, connectionParams?: Record<string, unknown>): Client {
  return createClient({
    url: `${url.replace(/^http/, 'ws')}/v1/graphql`,
    webSocketImpl: WebSocket,
    ...(connectionParams === undefined ? {} : { connectionParams }),
    retryAttempts: 0,
  });
}

export interface GraphqlWsError {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * One operation's results as they arrive: `next` payloads, its end (`complete`, errors, or the
 * socket's close event), and waits for either.
 */
export class Collected<T = Record<string, unknown>> {
  readonly results: FormattedExecutionResult<T, unknown>[] = [];
  errors: GraphqlWsError[] | undefined;
  /** A close event, when the socket ended the operation. */
  closeEvent: { code: number; reason: string } | undefined;
  completed = false;
  private waiters: (() => void)[] = [];
  readonly unsubscribe: () => void;

  constructor(client: Client, query: string, variables?: Record<string, unknown>) {
    this.unsubscribe = client.subscribe<T>(
      { query, ...(variables === undefined ? {} : { variables }) },
      {
        next: (result) => {
          this.results.push(result);
          this.notify();
        },
        error: (error) => {
          if (Array.isArray(error)) this.errors = error as GraphqlWsError[];
          else if (typeof (error as { code?: unknown }).code === 'number') {
            const { code, reason } = error as { code: number; reason: string };
            this.closeEvent = { code, reason: String(reason) };
          } else this.errors = [{ message: String(error) }];
          this.notify();
        },
        complete: () => {
          this.completed = true;
          this.notify();
        },
      },
    );
  }

  get ended(): boolean {
    return this.completed || this.errors !== undefined || this.closeEvent !== undefined;
  }

  get data(): T[] {
    return this.results.map((result) => result.data as T);
  }

  /** Resolves once `count` results arrived (or the operation ended). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<T[]> {
    await this.until(() => this.results.length >= count || this.ended, timeoutMs);
    return this.data;
  }

  /** Resolves once the operation ended. */
  async end(timeoutMs = 10_000): Promise<void> {
    await this.until(() => this.ended, timeoutMs);
  }

  private async until(done: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; results so far: ${JSON.stringify(this.results)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** How many event streams of `field` the gateway has opened so far. */
export async function streamsOpened(metrics: Registry, field: string): Promise<number> {
  const counter = metrics.getSingleMetric('petstore_graphql_subscriptions_opened_total');
  const values = counter === undefined ? [] : (await counter.get()).values;
  return values.find((value) => value.labels['operation'] === field)?.value ?? 0;
}

/**
 * Waits until the gateway has opened `count` event streams of `field` in all (see
 * `streamsOpened`), so that a change made next is one the newest subscription must see.
 */
export async function streamsOpen(metrics: Registry, field: string, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const opened = await streamsOpened(metrics, field);
    if (opened >= count) return;
    if (Date.now() > deadline) throw new Error(`${field}: ${opened} of ${count} event streams opened`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
