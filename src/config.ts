import { z } from 'zod';
import { seedPasswordProblem } from './core/seed/seed-password.js';
import type { PasswordHashCost } from './core/users/passwords.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `500ms`, `10s`, `5m`, `2h` to milliseconds. */
function parseDuration(text: string): number | undefined {
  const match = /^(\d+)(ms|s|m|h)$/.exec(text);
  if (match === null) return undefined;
  return Number(match[1]) * (DURATION_UNITS_MS[match[2] as string] as number);
}

/** Every variable the service reads, with its default. The README lists the same table. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  GRPC_PORT: z.coerce.number().int().min(0).max(65535).default(50051),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalString,
  ALLOWED_HOSTS: optionalString,
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value, issues) => {
      const origins = (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const bad = origins.filter((origin) => origin !== '*' && URL.parse(origin)?.origin !== origin);
      if (bad.length > 0) {
        issues.addIssue({
          code: 'custom',
          message: `Use origins like "https://app.example.com" or "http://localhost:5173" (scheme, host and port only; no path or trailing slash), or "*" for any: ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return origins.length === 0 ? undefined : origins;
    }),
  CORS_ALLOW_LOOPBACK: booleanFromEnv.optional(),
  MONGODB_URI: optionalString,
  DATA_DIR: z.string().default('./data'),
  EMBEDDED_DB_MEMORY: booleanFromEnv.default(false),
  SEED_PASSWORD: optionalString.superRefine((value, context) => {
    const problem = value === undefined ? undefined : seedPasswordProblem(value);
    if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
  }),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['json', 'pretty']).optional(),
  ),
  OTEL_SDK_DISABLED: booleanFromEnv.default(false),
  OTEL_TRACES_EXPORTER: z.enum(['none', 'otlp']).default('none'),
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json']).default('http/protobuf'),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('petstore-gateway'),
  RATE_LIMIT_STORE: z.enum(['memory', 'mongo']).default('memory'),
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_AUTHENTICATED_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  TOKEN_ISSUER: optionalString,
  TOKEN_AUDIENCE: z.string().default('petstore-gateway'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: booleanFromEnv.default(false),
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .default('10s,1m,5m,30m,2h,5h,16h')
    .transform((value, issues) => {
      const delays = value.split(',').map((part) => parseDuration(part.trim()));
      if (delays.length === 0 || delays.length > 20 || delays.some((delay) => delay === undefined)) {
        issues.addIssue({ code: 'custom', message: 'Use up to 20 durations like "500ms,10s,5m,2h".' });
        return z.NEVER;
      }
      return delays as number[];
    }),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  WEBHOOK_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  WEBHOOK_CONCURRENCY: z.coerce.number().int().positive().default(16),
  WEBHOOK_PER_TARGET_CONCURRENCY: z.coerce.number().int().positive().default(4),
  CHAT_UPSTREAM_URL: optionalString,
  CHAT_UPSTREAM_API_KEY: optionalString,
  CHAT_UPSTREAM_MODELS: optionalString,
  CHAT_STREAM_DELAY_MS: z.coerce.number().int().min(0).default(15),
  CHAT_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  CHAT_WS_HEARTBEAT_MS: z.coerce.number().int().positive().default(30_000),
  CHAT_ADVISOR_SEMANTIC: booleanFromEnv.default(false),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  METRICS_TOKEN: optionalString,
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  GRAPHQL_EXECUTOR: z.enum(['standard', 'compiled']).default('standard'),
  PASSWORD_HASH_COST: z.enum(['owasp', 'minimal']).default('owasp'),
  CATALOG_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(10_000),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  STREAM_RECHECK_INTERVAL_MS: z.coerce.number().int().min(50).max(5000).default(5000),
  STREAMS_PER_CONNECTION: z.coerce.number().int().min(1).max(10_000).default(16),
  STREAMS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(32),
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(256),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  /**
   * Gateway processes serving the ports (node:cluster). 1 runs the service in this process, as
   * it always has; more fork that many workers under a supervising primary, which also hosts the
   * embedded database when MONGODB_URI is unset. In production, one per CPU core.
   */
  webConcurrency: number;
  grpcPort: number;
  host: string;
  /** Base URL clients reach the service at; used for Location headers, token issuer, links. */
  publicUrl: string | undefined;
  /**
   * Host names the HTTP doors answer (`*.example.com` for subdomains, `*` for any); unset: the
   * listen address, localhost and PUBLIC_URL's host. Other `Host` headers are refused (400).
   */
  allowedHosts: string[] | undefined;
  /**
   * Browser origins allowed to call `/v1`, `/v1/graphql`, `/oauth/token` and the OAuth documents
   * (CORS); `*` for any (never with credentials: the API takes bearer tokens, not cookies).
   * `allowLoopback` adds every `http://localhost:*`, `http://127.0.0.1:*` and `http://[::1]:*`:
   * on unless NODE_ENV is production (which `npm start` sets when unset).
   */
  cors: { origins: string[]; allowLoopback: boolean };
  mongodbUri: string | undefined;
  dataDir: string;
  /** Embedded database without a data directory: tests and throwaway demos. */
  embeddedDbMemory: boolean;
  seedPassword: string | undefined;
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** JSON lines, or pino-pretty's coloured lines for a person; unset: pretty on a terminal. */
  logFormat: 'json' | 'pretty' | undefined;
  /**
   * OpenTelemetry tracing (docs/observability.md): on only when OTEL_TRACES_EXPORTER is `otlp`
   * and OTEL_SDK_DISABLED is not set. The exporter itself reads the endpoint and the other
   * standard OTEL_EXPORTER_OTLP_* variables.
   */
  tracing: { enabled: boolean; protocol: 'http/protobuf' | 'http/json'; serviceName: string };
  rateLimit: {
    store: 'memory' | 'mongo';
    anonymousPerMinute: number;
    authenticatedPerMinute: number;
    chatPerMinute: number;
    loginPerMinute: number;
  };
  tokens: {
    issuer: string | undefined;
    audience: string;
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
  };
  webhooks: {
    allowPrivateNetworks: boolean;
    /** Waits before each retry, in ms; attempts = retries + 1. */
    retryDelaysMs: number[];
    timeoutMs: number;
    pollIntervalMs: number;
    concurrency: number;
    perTargetConcurrency: number;
  };
  chat: {
    upstreamUrl: string | undefined;
    upstreamApiKey: string | undefined;
    upstreamModels: string[];
    streamDelayMs: number;
    /** Longest silence from the upstream model server before a 504. */
    upstreamTimeoutMs: number;
    /** Interval of the WebSocket channel's pings; a peer silent for a whole interval is dropped. */
    wsHeartbeatMs: number;
    /** `pet-advisor-1` also ranks knowledge by sentence embeddings (slower; see docs/chat-advisor.md). */
    advisorSemantic: boolean;
  };
  shutdownGraceMs: number;
  /**
   * How long a client may take to send a request's headers, and the whole request (body
   * included), before it gets 408 and the connection is closed. Answers may take longer: SSE
   * streams and WebSocket connections are not bound by these.
   */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  /** When set, `GET /metrics` requires `Authorization: Bearer <token>`; else it is open. */
  metricsToken: string | undefined;
  /**
   * How GraphQL operations execute: `standard` (graphql-js, as Apollo runs it) or `compiled`
   * (graphql-jit once an operation has run twice: faster for repeated queries, same answers).
   */
  graphqlExecutor: 'standard' | 'compiled';
  /**
   * Argon2id's work per account password: `owasp` (OWASP's baseline) or `minimal` (about 1 ms: test
   * suites only, refused when NODE_ENV is production).
   */
  passwordHashCost: PasswordHashCost;
  /** Audit entries older than this are removed by a TTL index. */
  auditRetentionDays: number;
  /** The in-process cache of public catalog reads (src/core/pets/cache.ts); ttlMs 0 turns it off. */
  catalogCache: { ttlMs: number; maxEntries: number };
  /**
   * Long-lived streams (SSE, subscriptions, gRPC streams, the chat socket): how often they
   * re-check their caller, and how many may be open per connection, user and address, per process.
   */
  streams: { recheckIntervalMs: number; perConnection: number; perUser: number; perAddress: number };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && env['RATE_LIMIT_STORE']?.trim() === 'memory') {
    // Each worker would keep its own counters: every caller would get N times its budget.
    throw new ConfigError(
      'Invalid configuration:\n  RATE_LIMIT_STORE=memory cannot be shared by WEB_CONCURRENCY > 1 processes; use mongo',
    );
  }
  if (e.PASSWORD_HASH_COST === 'minimal' && env['NODE_ENV'] === 'production') {
    // A hash this cheap can be guessed at millions of tries a second once the database leaks.
    throw new ConfigError(
      'Invalid configuration:\n  PASSWORD_HASH_COST=minimal is for test suites and is refused when NODE_ENV=production; use owasp',
    );
  }
  return {
    port: e.PORT,
    webConcurrency: e.WEB_CONCURRENCY,
    grpcPort: e.GRPC_PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    allowedHosts: e.ALLOWED_HOSTS?.split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    cors: {
      origins: e.CORS_ORIGINS ?? [],
      allowLoopback: e.CORS_ALLOW_LOOPBACK ?? env['NODE_ENV'] !== 'production',
    },
    mongodbUri: e.MONGODB_URI,
    dataDir: e.DATA_DIR,
    embeddedDbMemory: e.EMBEDDED_DB_MEMORY,
    seedPassword: e.SEED_PASSWORD,
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    tracing: {
      enabled: e.OTEL_TRACES_EXPORTER === 'otlp' && !e.OTEL_SDK_DISABLED,
      protocol: e.OTEL_EXPORTER_OTLP_PROTOCOL,
      serviceName: e.OTEL_SERVICE_NAME,
    },
    rateLimit: {
      // Several processes share one budget per caller only through the database.
      store: e.WEB_CONCURRENCY > 1 ? 'mongo' : e.RATE_LIMIT_STORE,
      anonymousPerMinute: e.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
      authenticatedPerMinute: e.RATE_LIMIT_AUTHENTICATED_PER_MINUTE,
      chatPerMinute: e.RATE_LIMIT_CHAT_PER_MINUTE,
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
    },
    tokens: {
      issuer: e.TOKEN_ISSUER,
      audience: e.TOKEN_AUDIENCE,
      accessTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    },
    webhooks: {
      allowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
      retryDelaysMs: e.WEBHOOK_RETRY_SCHEDULE,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      pollIntervalMs: e.WEBHOOK_POLL_INTERVAL_MS,
      concurrency: e.WEBHOOK_CONCURRENCY,
      perTargetConcurrency: e.WEBHOOK_PER_TARGET_CONCURRENCY,
    },
    chat: {
      upstreamUrl: e.CHAT_UPSTREAM_URL,
      upstreamApiKey: e.CHAT_UPSTREAM_API_KEY,
      upstreamModels: (e.CHAT_UPSTREAM_MODELS ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
      streamDelayMs: e.CHAT_STREAM_DELAY_MS,
      upstreamTimeoutMs: e.CHAT_UPSTREAM_TIMEOUT_MS,
      wsHeartbeatMs: e.CHAT_WS_HEARTBEAT_MS,
      advisorSemantic: e.CHAT_ADVISOR_SEMANTIC,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    http: { headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS, requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS },
    metricsToken: e.METRICS_TOKEN,
    graphqlExecutor: e.GRAPHQL_EXECUTOR,
    passwordHashCost: e.PASSWORD_HASH_COST,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    catalogCache: { ttlMs: e.CATALOG_CACHE_TTL_MS, maxEntries: e.CATALOG_CACHE_MAX_ENTRIES },
    streams: {
      recheckIntervalMs: e.STREAM_RECHECK_INTERVAL_MS,
      perConnection: e.STREAMS_PER_CONNECTION,
      perUser: e.STREAMS_PER_USER,
      perAddress: e.STREAMS_PER_ADDRESS,
    },
  };
}
