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
  const requests = metrics.counter(
    'http_requests_total',
    'HTTP requests answered, by route template.',
    labels,
  );
  const durations = metrics.histogram(
    'http_request_duration_seconds',
    'Time from receiving an HTTP request to finishing its response, by route template.',
    labels,
  );
  // The series of each label combination, bound once: prom-client otherwise hashes the label
  // object on every call. Bounded like the series themselves (methods Node's parser accepts x
  // route templates x statuses).
  const series = new Map<string, { count: () => void; time: (seconds: number) => void }>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (found === undefined) {
      const values = { method, route, status: String(status) };
      const counter = requests.labels(values);
      const histogram = durations.labels(values);
      found = { count: () => counter.inc(), time: (seconds) => histogram.observe(seconds) };
      series.set(key, found);
    }
    return found;
  };
  return (ctx, seconds) => {
    const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
    const route = matched === undefined ? UNMATCHED_ROUTE : String(matched);
    const observed = seriesOf(ctx.method, route, finalStatus(ctx));
    observed.count();
    observed.time(seconds);
  };
}
