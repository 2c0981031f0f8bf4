import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A whole response, its body as text. */
export function readResponse(res: http.IncomingMessage): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () =>
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
    );
    res.on('error', reject);
  });
}

/**
 * One HTTP request sent from a chosen loopback address (127.0.0.0/8 is all local on Linux), so a
 * test can play several anonymous clients that the service tells apart by address.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress, agent: false },
      (res) => void readResponse(res).then(resolve, reject),
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The RateLimit-* headers as numbers (Policy as text). */
export function rateLimitOf(headers: http.IncomingHttpHeaders | Headers) {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined);
  return {
    limit: Number(get('ratelimit-limit')),
    remaining: Number(get('ratelimit-remaining')),
    reset: Number(get('ratelimit-reset')),
    policy: get('ratelimit-policy') ?? undefined,
    retryAfter:
      get('retry-after') === undefined || get('retry-after') === null
        ? undefined
        : Number(get('retry-after')),
  };
}
