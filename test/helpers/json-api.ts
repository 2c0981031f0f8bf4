export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export interface ApiRequest {
  body?: unknown;
  /** A raw body sent as is (with its own content type), instead of JSON. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** One HTTP exchange with JSON in and out; a body that is not JSON comes back as text. */
export async function api<T = Record<string, unknown>>(
  url: string,
  method: string,
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token !== undefined) headers['authorization'] = `Bearer ${request.token}`;
  let body: string | undefined = request.rawBody;
  if (request.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(`${url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: the text itself is the body.
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}
