import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';

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
  /** The storefront's built server renderer (entry-server.js); pages render in the browser when it is missing. */
  WEB_SSR_ENTRY: z.string().optional(),
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
  // Shopper messages (decision 144): the providers' base URLs, replaced by local fakes in tests.
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  WHATSAPP_BASE_URL: z.string().url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v21.0'),
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
  /** S3-compatible object storage for proofs and pictures (AWS S3, MinIO, Cloudflare R2); unset = DATA_DIR. */
  S3_BUCKET: z.string().min(3).optional(),
  /** The service's address, e.g. http://minio:9000 or https://<account>.r2.cloudflarestorage.com; unset = AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (bucket in the path): MinIO and most self-hosted services need it. */
  S3_FORCE_PATH_STYLE: boolFromEnv.optional(),
  /** Prefix of every key this app writes in the bucket (several deployments may share one). */
  S3_KEY_PREFIX: z.string().default(''),
  /** How long SIGTERM waits for in-flight requests and running jobs before exiting anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Run background jobs (OCR, notifications, reminders, pictures) inside the API; false = `npm run worker` only. */
  RUN_WORKERS: boolFromEnv.default(true),
  /** An OCR run still going after this long is taken for dead (its process killed) and retried elsewhere. */
  OCR_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** How often each instance looks for runs past their timeout (pg-boss maintenance). */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** 'auto': pg-boss on PostgreSQL, in-process on PGlite; 'in-process' forces the latter (one instance only). */
  JOB_QUEUE: z.enum(['auto', 'in-process']).default('auto'),
  /** Bearer token for GET /metrics (Prometheus); unset = /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  // Many shops (decision 151): shops' own domains, their DNS check, and the limits on a shop's record.
  /** Hosts that are the platform's own (demo, console, health checks): never a shop's domain. */
  PLATFORM_HOSTS: z.string().default('localhost,127.0.0.1,::1'),
  /** The A/AAAA addresses a shop's domain points at (comma list of IPs); shown to owners as DNS records. */
  PLATFORM_ADDRESS: z.string().default(''),
  /** A host name a shop's subdomain may CNAME to instead (e.g. shops.pataka.in). */
  PLATFORM_CNAME: z.string().default(''),
  /** DNS servers the verification job asks, comma list of ip[:port]; empty = the system's resolvers. */
  DNS_SERVERS: z.string().default(''),
  /** How often a verified domain's TXT record is checked again (seconds; 7 days). */
  DOMAIN_REVERIFY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(365 * 86400)
    .default(7 * 86400),
  /** How often the verification job looks for domains due a check (seconds). */
  DOMAIN_CHECK_EVERY_SECONDS: z.coerce.number().int().min(1).max(86400).default(3600),
  /** A shop's limits when its record leaves them empty. */
  SHOP_DEFAULT_SMS_PER_DAY: z.coerce.number().int().min(0).max(10_000_000).default(2000),
  SHOP_DEFAULT_MAX_PRODUCTS: z.coerce.number().int().min(0).max(10_000_000).default(5000),
  SHOP_DEFAULT_STORAGE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 1024 ** 3),
  /** OTP SMS per shop per day, across all phones: the shop's SMS budget. */
  OTP_TENANT_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(5000),
  /** Per-address OTP token bucket (carrier-grade NAT: many shoppers, one IP): burst size… */
  OTP_IP_BURST: z.coerce.number().int().min(1).max(10_000).default(10),
  /** …and refill per minute. */
  OTP_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
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
  /** The storefront's server renderer (apps/web/dist-ssr/entry-server.js); missing = pages render in the browser. */
  webSsrEntry: string;
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
    tenantPerDay: number;
    ipBurst: number;
    ipPerMinute: number;
  };
  notifyWebhookUrl: string | undefined;
  shopperMessages: { msg91BaseUrl: string; whatsappBaseUrl: string; whatsappApiVersion: string };
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  remindersEnabled: boolean;
  ocrWorkers: number;
  trustProxy: boolean;
  defaultTenant: string;
  tenantHosts: Record<string, string>;
  /** null = files under DATA_DIR. */
  s3: {
    bucket: string;
    endpoint: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
    keyPrefix: string;
  } | null;
  shutdownTimeoutMs: number;
  runWorkers: boolean;
  jobQueue: 'auto' | 'in-process';
  ocrJobTimeoutSeconds: number;
  jobMaintenanceSeconds: number;
  metricsToken: string | undefined;
  platform: {
    /** Lower-case host names without port. */
    hosts: string[];
    addresses: string[];
    cname: string | undefined;
    dnsServers: string[];
    reverifyMs: number;
    checkEveryMs: number;
  };
  shopLimitDefaults: { smsPerDay: number; maxProducts: number; storageBytes: number };
};

const list = (s: string) =>
  s
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
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
    webSsrEntry: path.resolve(e.WEB_SSR_ENTRY ?? path.join(repoRoot, 'apps/web/dist-ssr/entry-server.js')),
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
    otp: {
      secret: e.OTP_SECRET,
      tenantPerMinute: e.OTP_TENANT_PER_MINUTE,
      tenantPerDay: e.OTP_TENANT_PER_DAY,
      ipBurst: e.OTP_IP_BURST,
      ipPerMinute: e.OTP_IP_PER_MINUTE,
    },
    notifyWebhookUrl: e.NOTIFY_WEBHOOK_URL,
    shopperMessages: {
      msg91BaseUrl: e.MSG91_BASE_URL.replace(/\/+$/, ''),
      whatsappBaseUrl: e.WHATSAPP_BASE_URL.replace(/\/+$/, ''),
      whatsappApiVersion: e.WHATSAPP_API_VERSION,
    },
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
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !!e.S3_ENDPOINT,
          keyPrefix: e.S3_KEY_PREFIX,
        }
      : null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    runWorkers: e.RUN_WORKERS,
    jobQueue: e.JOB_QUEUE,
    ocrJobTimeoutSeconds: e.OCR_JOB_TIMEOUT_SECONDS,
    jobMaintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    platform: {
      hosts: list(e.PLATFORM_HOSTS),
      addresses: list(e.PLATFORM_ADDRESS),
      cname: e.PLATFORM_CNAME.trim().toLowerCase().replace(/\.$/, '') || undefined,
      dnsServers: list(e.DNS_SERVERS),
      reverifyMs: e.DOMAIN_REVERIFY_SECONDS * 1000,
      checkEveryMs: e.DOMAIN_CHECK_EVERY_SECONDS * 1000,
    },
    shopLimitDefaults: {
      smsPerDay: e.SHOP_DEFAULT_SMS_PER_DAY,
      maxProducts: e.SHOP_DEFAULT_MAX_PRODUCTS,
      storageBytes: e.SHOP_DEFAULT_STORAGE_BYTES,
    },
  };
}

/** A config for tests: no disk, no seed at boot, quiet logs, no reminder scheduler. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', REMINDERS_ENABLED: 'false' }),
    ...overrides,
  };
}
