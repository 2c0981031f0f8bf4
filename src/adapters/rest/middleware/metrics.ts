import type { Metrics } from '../../../metrics.js';
import type { RestContext } from '../state.js';
import { finalStatus } from './client-abort.js';

/** The label for requests no route matched: one series for every unknown path, not one each. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Records one finished request: its method, route template and final status, and its duration. */
export type RequestRecorder = (ctx: RestContext, seconds: number) => void;

/**
 * The REST door's request series: counts every request and times it until the response is done
 * (for a stream, until it ends), labelled by the router's route template (`/v1/pets/:petId`),
 * never the raw path: raw paths carry ids and would grow a new series per pet. The request frame
 * calls the recorder from its one close hook.
 */
export function httpRequestSeries(metrics: Metrics): RequestRecorder {
  const labels = ['method', 'route', 'status'] as const;
  // Per label combination: the requests counted since the last scrape, and the bound histogram.
  // Bounded like the series themselves (methods Node's parser accepts x route templates x
  // statuses).
  const series = new Map<string, Series>();
  const requests = metrics.counter(
    'http_requests_total',
    'HTTP requests answered, by route template.',
    labels,
    // Requests are counted here and added to the counter when it is scraped: each counter call
    // validates and hashes the labels again (bound or not), a visible share of a cheap request.
    () => {
      for (const one of series.values()) {
        if (one.uncounted === 0) continue;
        requests.inc(one.labels, one.uncounted);
        one.uncounted = 0;
      }
    },
  );
  const durations = metrics.histogram(
    'http_request_duration_seconds',
    'Time from receiving an HTTP request to finishing its response, by route template.',
    labels,
  );
  return (ctx, seconds) => {
    const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
    const route = matched === undefined ? UNMATCHED_ROUTE : String(matched);
    const status = finalStatus(ctx);
    const key = `${ctx.method} ${status} ${route}`;
    let found = series.get(key);
    if (found === undefined) {
      const values = { method: ctx.method, route, status: String(status) };
      found = { labels: values, uncounted: 0, durations: durations.labels(values) };
      series.set(key, found);
    }
    found.uncounted += 1;
    found.durations.observe(seconds);
  };
}

interface Series {
  labels: Record<'method' | 'route' | 'status', string>;
  uncounted: number;
  durations: { observe(seconds: number): void };
}
