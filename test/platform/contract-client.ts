import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ContractValidator } from './openapi-validator.js';

/** Thrown when the service answers "No route matches": the area has not registered it yet. */
export class RouteNotRegistered extends Error {}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Any other body (multipart FormData, raw text with its own content type header). */
  body?: RequestInit['body'];
}

export interface Exchange<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Calls operations by their documented path template and checks every answer against the
 * document before handing it back, recording which operations were exercised.
 */
export class ContractClient {
  readonly exercised = new Set<string>();
  readonly unregistered = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly validator: ContractValidator,
  ) {}

  url(template: string, options: Pick<CallOptions, 'params' | 'query'> = {}): string {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = options.params?.[name];
      if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
      return encodeURIComponent(value);
    });
    const query = options.query === undefined ? '' : `?${new URLSearchParams(options.query).toString()}`;
    return `${this.baseUrl}${path}${query}`;
  }

  async call<T = Record<string, unknown>>(
    method: string,
    template: string,
    options: CallOptions = {},
  ): Promise<Exchange<T>> {
    const response = await fetch(this.url(template, options), this.init(method, options));
    const text = await response.text();
    const isJson = /json/.test(response.headers.get('content-type') ?? '');
    const body = (isJson && text !== '' ? JSON.parse(text) : text) as T;
    this.verify(method, template, response, body);
    return { status: response.status, headers: response.headers, body };
  }

  /** Opens a stream (SSE), checks its status and headers, and hands back the open response. */
  async open(
    method: string,
    template: string,
    options: CallOptions & { signal: AbortSignal },
  ): Promise<Response> {
    const response = await fetch(this.url(template, options), {
      ...this.init(method, options),
      signal: options.signal,
    });
    if (!response.ok) {
      const text = await response.text();
      const body: unknown = /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
      this.verify(method, template, response, body);
      return response;
    }
    this.verify(method, template, response, undefined);
    return response;
  }

  /**
   * Whether the service has a route for an operation at all: called with made-up ids and no
   * credentials, a registered route answers anything but "No route matches".
   */
  async isRegistered(method: string, template: string): Promise<boolean> {
    const path = template.replace(/\{\w+\}/g, () => randomUUID());
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });
    const text = await response.text();
    return !(response.status === 404 && text.includes('No route matches'));
  }

  private verify(method: string, template: string, response: Response, body: unknown): void {
    const key = `${method} ${template}`;
    const detail = (body as { detail?: unknown } | null)?.detail;
    if (response.status === 404 && typeof detail === 'string' && detail.startsWith('No route matches')) {
      this.unregistered.set(key, detail);
      throw new RouteNotRegistered(`${key} is not registered yet (${detail})`);
    }
    expect(this.validator.check(method, template, response.status, response.headers, body)).toEqual([]);
    this.exercised.add(key);
  }

  private init(method: string, options: CallOptions): RequestInit {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
    let body: RequestInit['body'] = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    if (options.form !== undefined) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    return { method, headers, body };
  }
}

/** The `data:` payloads of a finished SSE body. */
export function sseData(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim());
}
