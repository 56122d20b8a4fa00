import path from 'node:path';
import { z } from 'zod';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, parsed once. Documented in README.md. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key this app writes (several apps or test runs may share one Redis). */
  REDIS_KEY_PREFIX: z.string().default('pataka:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed by CORS; empty = same-origin only. */
  CORS_ORIGINS: z.string().default(''),
  /** Folder of the built storefront; served from the same port when present. */
  WEB_DIST_DIR: z.string().optional(),
  /** Folder of the built staff console; served under /admin when present. */
  ADMIN_DIST_DIR: z.string().optional(),
  /** Seed the two demo shops into an empty database at start. */
  SEED_DEMO: boolFromEnv.default(true),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().optional(),
  SMS_DLT_TEMPLATE_ID: z.string().optional(),
  /** Header that carries SMS_API_KEY (gateways differ: x-api-key, authkey, authorization). */
  SMS_API_KEY_HEADER: z.string().default('x-api-key'),
  /** Secret mixed into stored OTP hashes, so a leaked database row cannot be brute-forced offline. */
  OTP_SECRET: z.string().min(16).optional(),
  /** OTP sends per shop per minute, across all phones: a cost guard against distributed abuse. */
  OTP_TENANT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  NOTIFY_WEBHOOK_URL: z.string().url().optional(),
  /** Web Push key pair (URL-safe base64); unset = generated once and kept in platform_settings. */
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64url').length === 65, 'must be a P-256 public key in URL-safe base64')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64url').length === 32,
      'must be a P-256 private key in URL-safe base64',
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
    .default('mailto:support@pataka.in'),
  /** Scan every minute for enquiries and payment proofs waiting too long, and remind the shop. */
  REMINDERS_ENABLED: boolFromEnv.default(true),
  OCR_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  TRUST_PROXY: boolFromEnv.default(false),
  /** The shop the storefront shows when the request's host is not in TENANT_HOSTS. */
  DEFAULT_TENANT: z.string().default('demo'),
  /** Comma-separated host=tenant pairs, e.g. "shop.example.in=demo,kaveri.example.in=demo2". */
  TENANT_HOSTS: z.string().default(''),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  logLevel: string;
  corsOrigins: string[];
  webDistDir: string;
  adminDistDir: string;
  seedDemo: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  sms: {
    provider: 'log' | 'http';
    httpUrl: string | undefined;
    apiKey: string | undefined;
    senderId: string | undefined;
    dltTemplateId: string | undefined;
    apiKeyHeader: string;
  };
  otp: {
    secret: string | undefined;
    tenantPerMinute: number;
  };
  notifyWebhookUrl: string | undefined;
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  remindersEnabled: boolean;
  ocrWorkers: number;
  trustProxy: boolean;
  defaultTenant: string;
  tenantHosts: Record<string, string>;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    adminDistDir: path.resolve(e.ADMIN_DIST_DIR ?? path.join(repoRoot, 'apps/admin/dist')),
    seedDemo: e.SEED_DEMO,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    sms: {
      provider: e.SMS_PROVIDER,
      httpUrl: e.SMS_HTTP_URL,
      apiKey: e.SMS_API_KEY,
      senderId: e.SMS_SENDER_ID,
      dltTemplateId: e.SMS_DLT_TEMPLATE_ID,
      apiKeyHeader: e.SMS_API_KEY_HEADER,
    },
    otp: { secret: e.OTP_SECRET, tenantPerMinute: e.OTP_TENANT_PER_MINUTE },
    notifyWebhookUrl: e.NOTIFY_WEBHOOK_URL,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    remindersEnabled: e.REMINDERS_ENABLED,
    ocrWorkers: e.OCR_WORKERS,
    trustProxy: e.TRUST_PROXY,
    defaultTenant: e.DEFAULT_TENANT,
    tenantHosts: Object.fromEntries(
      e.TENANT_HOSTS.split(',')
        .map((pair) => pair.split('=').map((s) => s.trim().toLowerCase()))
        .filter((kv): kv is [string, string] => kv.length === 2 && !!kv[0] && !!kv[1]),
    ),
  };
}

/** A config for tests: no disk, no seed at boot, quiet logs, no reminder scheduler. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', REMINDERS_ENABLED: 'false' }),
    ...overrides,
  };
}
