import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/** Every variable the service reads, with its default. The README lists the same table. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  GRPC_PORT: z.coerce.number().int().min(0).max(65535).default(50051),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalString,
  MONGODB_URI: optionalString,
  DATA_DIR: z.string().default('./data'),
  EMBEDDED_DB_MEMORY: booleanFromEnv.default(false),
  SEED_PASSWORD: optionalString,
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  CHAT_UPSTREAM_URL: optionalString,
  CHAT_UPSTREAM_API_KEY: optionalString,
  CHAT_UPSTREAM_MODELS: optionalString,
  CHAT_STREAM_DELAY_MS: z.coerce.number().int().min(0).default(15),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  METRICS_TOKEN: optionalString,
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  grpcPort: number;
  host: string;
  /** Base URL clients reach the service at; used for Location headers, token issuer, links. */
  publicUrl: string | undefined;
  mongodbUri: string | undefined;
  dataDir: string;
  /** Embedded database without a data directory: tests and throwaway demos. */
  embeddedDbMemory: boolean;
  seedPassword: string | undefined;
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
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
  webhooks: { allowPrivateNetworks: boolean };
  chat: {
    upstreamUrl: string | undefined;
    upstreamApiKey: string | undefined;
    upstreamModels: string[];
    streamDelayMs: number;
  };
  shutdownGraceMs: number;
  /** When set, `GET /metrics` requires `Authorization: Bearer <token>`; else it is open. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    grpcPort: e.GRPC_PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    mongodbUri: e.MONGODB_URI,
    dataDir: e.DATA_DIR,
    embeddedDbMemory: e.EMBEDDED_DB_MEMORY,
    seedPassword: e.SEED_PASSWORD,
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      store: e.RATE_LIMIT_STORE,
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
    webhooks: { allowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS },
    chat: {
      upstreamUrl: e.CHAT_UPSTREAM_URL,
      upstreamApiKey: e.CHAT_UPSTREAM_API_KEY,
      upstreamModels: (e.CHAT_UPSTREAM_MODELS ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
      streamDelayMs: e.CHAT_STREAM_DELAY_MS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN,
  };
}
