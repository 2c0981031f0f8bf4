import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * `/metrics` of WEB_CONCURRENCY > 1 describes the whole service, not the one worker a scrape's
 * connection happened to reach: the worker that gets the scrape asks the primary, the primary
 * collects every worker's series with prom-client's `AggregatorRegistry` (counters and histograms
 * summed; process metrics by the aggregator prom-client gives each) and answers.
 */
const SCRAPE = 'petstore:metrics-scrape';
const SCRAPED = 'petstore:metrics-scraped';
/** A little beyond prom-client's own 5 s wait for every worker's series. */
const SCRAPE_TIMEOUT_MS = 6_000;

interface ScrapeRequest {
  type: typeof SCRAPE;
  id: number;
}

interface ScrapeReply {
  type: typeof SCRAPED;
  id: number;
  text?: string;
  error?: string;
}

function isScrapeRequest(message: unknown): message is ScrapeRequest {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === SCRAPE;
}

function isScrapeReply(message: unknown): message is ScrapeReply {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === SCRAPED;
}

/** In the primary: answers each worker's scrape with the series of every worker. */
export function answerWorkerScrapes(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isScrapeRequest(message)) return;
    const reply = (fields: Omit<ScrapeReply, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: SCRAPED, id: message.id, ...fields });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

const waiting = new Map<number, (reply: ScrapeReply) => void>();
let nextScrape = 0;

/**
 * In a worker: reports `registry` when the primary collects, and returns a scrape of the whole
 * service (through the primary). Called once per worker, for its gateway's registry.
 */
export function clusterScrape(registry: Registry): () => Promise<string> {
  // Constructing one is how prom-client starts answering the primary's collection in a worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  process.on('message', (message: unknown) => {
    if (isScrapeReply(message)) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextScrape++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer the metrics scrape in time'));
      }, SCRAPE_TIMEOUT_MS);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (reply.text !== undefined) resolve(reply.text);
        else
          reject(
            new Error(`the metrics of the workers could not be collected: ${reply.error ?? 'no answer'}`),
          );
      });
      process.send!({ type: SCRAPE, id } satisfies ScrapeRequest);
    });
}
