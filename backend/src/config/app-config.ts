import { parseSearchEngineUrl, type SearchEngineAddress } from './search-engine-address';
import { CronExpression } from '@nestjs/schedule';
import { validateCronExpression } from 'cron';
import { z } from 'zod';
import { DEFAULT_REMOTE_ENTRIES } from '@nurse/federation';
import { isLoopbackHost } from './loopback-host';
import { withSecretFiles } from './secret-files';
import { pushConfigOf, pushConfigProblems, type PushConfig } from './push-config';
import { placeholderProblem } from './secret-strength';
import { sessionSecretProblems, splitSecrets } from './session-secrets';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const positiveInt = z.coerce.number().int().positive();

const optionalUrl = (protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) => value === undefined || protocols.some((protocol) => value.startsWith(`${protocol}://`)),
      `must be a ${protocols.join(' or ')} URL such as ${example}`,
    );

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** Refuses a known placeholder, saying what to set instead; the issue's path names the variable. */
const refusePlaceholder =
  (advice: string) =>
  (value: string | undefined, ctx: z.core.$RefinementCtx<string | undefined>): void => {
    const problem = value === undefined ? undefined : placeholderProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `${problem}; ${advice}` });
  };

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: positiveInt.max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_URL: z.url().optional(),
  WEBAUTHN_RP_ID: optionalText,
  WEBAUTHN_ORIGINS: optionalText,
  WEBAUTHN_RP_NAME: z.string().trim().min(1).default('Nurse Career Network'),
  DATABASE_URL: optionalUrl(['mysql', 'mariadb'], 'mysql://user:pass@host:3306/db'),
  REDIS_URL: optionalUrl(['redis', 'rediss'], 'redis://127.0.0.1:6379'),
  SEARCH_ENGINE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      try {
        return parseSearchEngineUrl(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  SMTP_URL: optionalUrl(['smtp', 'smtps'], 'smtp://user:pass@mail.example.com:587'),
  MAIL_FROM: z.string().min(3).default('Nurse Career Network <no-reply@nurse-network.local>'),
  /** May come from a file (`ADMIN_PASSWORD_FILE`), as may S3_SECRET_ACCESS_KEY, LLM_API_KEY and METRICS_TOKEN. */
  /** Empty counts as unset (`ADMIN_PASSWORD=` in an env file): the first start then prints a setup link. */
  ADMIN_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .min(12, 'must be at least 12 characters')
      .superRefine(refusePlaceholder('choose one of your own, such as `openssl rand -base64 18` prints'))
      .optional(),
  ),
  /** The first owner's address when ADMIN_PASSWORD makes her account at first start. */
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+$/, 'must be an email address')
    .default('admin@localhost'),
  /** Checked by sessionSecretProblems; either may come from a file (`SESSION_SECRET_FILE`, `SESSION_SECRET_PREVIOUS_FILE`). */
  SESSION_SECRET: z.string().optional(),
  SESSION_SECRET_PREVIOUS: z.string().optional(),
  SESSION_TTL_HOURS: positiveInt.default(24 * 7),
  ADMIN_SESSION_TTL_HOURS: positiveInt.default(8),
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(30),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(15 * 60),
  RATE_LIMIT_PER_IP: positiveInt.default(30),
  RATE_LIMIT_PER_ACCOUNT: positiveInt.default(10),
  ADMIN_LOGIN_MAX_FAILURES: positiveInt.default(100),
  PROCESS_JOBS: booleanFlag.default(true),
  JOB_RETRY_DELAY_MS: positiveInt.max(60_000).default(2000),
  SERVE_FRONTENDS: booleanFlag.default(true),
  FRONTENDS_DIR: z.string().min(1).default('.'),
  REMOTES: z.string().default(''),
  TRUST_PROXY: booleanFlag.default(false),
  METRICS_PORT: positiveInt.max(65535).optional(),
  METRICS_HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  BODY_LIMIT_KB: positiveInt.default(100),
  CONNECTION_REQUESTS_PER_DAY: positiveInt.default(25),
  ASSISTANT_REQUESTS_PER_MINUTE: positiveInt.default(20),
  CAREER_PLAN_REQUESTS_PER_MINUTE: positiveInt.default(5),
  REPORTS_PER_DAY: positiveInt.default(10),
  DIGEST_DELAY_SECONDS: positiveInt.default(15 * 60),
  DIGEST_SPACING_SECONDS: positiveInt.default(60 * 60),
  DIGEST_DAILY_LIMIT: positiveInt.default(6),
  ACCOUNT_DELETION_SWEEP_SECONDS: positiveInt.default(5 * 60),
  LLM_BASE_URL: optionalUrl(['http', 'https'], 'https://api.openai.com/v1'),
  LLM_API_KEY: z.string().trim().optional(),
  LLM_MODEL: z.string().trim().optional(),
  LLM_TIMEOUT_SECONDS: positiveInt.max(600).default(20),
  SHUTDOWN_GRACE_SECONDS: positiveInt.max(600).default(10),
  HOUSEKEEPING_SCHEDULE: z
    .string()
    .trim()
    .default(CronExpression.EVERY_HOUR)
    .refine((value) => validateCronExpression(value).valid, 'must be a cron expression such as "0 * * * *"'),
  RENEWAL_REMINDER_HOUR: z
    .string()
    .trim()
    .default('9')
    .refine((value) => /^(1?\d|2[0-3])$/.test(value), 'must be an hour from 0 to 23 (UTC)')
    .transform(Number),
  S3_BUCKET: optionalText.refine(
    (value) => value === undefined || BUCKET_NAME.test(value),
    'must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens',
  ),
  S3_ENDPOINT: optionalUrl(['http', 'https'], 'http://minio:9000'),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText.superRefine(
    refusePlaceholder("give the store a key of your own (MinIO's is MINIO_ROOT_PASSWORD), such as `openssl rand -hex 20` prints"),
  ),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** Checked by pushConfigProblems; the private key may come from a file (`VAPID_PRIVATE_KEY_FILE`). */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
});

/** An OpenAI-compatible model the assistant and the career wizard use instead of the built-in engine. */
export interface LanguageModelConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The longest one answer (every tool round of it) may take before the built-in engine answers instead. */
  timeoutMs: number;
}

/** An S3-compatible bucket holding uploaded photos and résumés instead of DATA_DIR/uploads. */
export interface ObjectStorageConfig {
  bucket: string;
  /** Absent for AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's own chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface RateLimitPolicy {
  windowSeconds: number;
  perIp: number;
  perAccount: number;
  /** Failed administrator sign-ins from all addresses together per window. */
  adminLoginFailures: number;
}

export interface DigestPolicy {
  /** How long something unread waits, with her away, before it is emailed. */
  delayMs: number;
  /** The least time between two digests to one nurse. */
  spacingMs: number;
  /** Digests one nurse may get in any 24 hours. */
  dailyLimit: number;
}

/** Where Prometheus scrapes this process: a port of its own, apart from the public one. */
export interface MetricsConfig {
  port: number;
  host: string;
  /** When set, a scrape must send it as `Authorization: Bearer <token>`; required unless `host` is a loopback address. */
  token?: string;
}

export interface RemoteEntry {
  name: string;
  entry: string;
}

/** Who passkeys are made for (WebAuthn's relying party) and the pages that may ask for them. */
export interface WebAuthnConfig {
  rpId: string;
  rpName: string;
  origins: string[];
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  appUrl: string;
  webauthn: WebAuthnConfig;
  secureCookies: boolean;
  databaseUrl?: string;
  redisUrl?: string;
  /** Absent: search runs on the database (docs/decisions/search-engine.md). */
  searchEngine?: SearchEngineAddress;
  smtpUrl?: string;
  mailFrom: string;
  adminPassword?: string;
  adminEmail: string;
  /** Absent: a secret generated at first start and kept in the database. Every signing key is derived from it. */
  sessionSecret?: string;
  /** Earlier session secrets: what they signed still verifies, nothing new is signed with them. */
  previousSessionSecrets: string[];
  sessionTtlMs: number;
  adminSessionTtlMs: number;
  /** How long a nurse's session with her account, and her unread total, are kept in memory between reads (0: never). */
  readCacheMs: number;
  rateLimit: RateLimitPolicy;
  processJobs: boolean;
  /** The wait before a failed job's second attempt; each later wait doubles (five attempts in all). */
  jobRetryDelayMs: number;
  serveFrontends: boolean;
  frontendsDir: string;
  remotes: RemoteEntry[];
  trustProxy: boolean;
  /** Absent unless METRICS_PORT is set: no metrics are kept or served. */
  metrics?: MetricsConfig;
  bodyLimitBytes: number;
  /** New connection requests a nurse may send in any 24 hours. */
  connectionRequestsPerDay: number;
  /** Questions one nurse may ask the assistant a minute. */
  assistantRequestsPerMinute: number;
  /** Requests to generate her career plan one nurse may make a minute. */
  careerPlanRequestsPerMinute: number;
  /** Reports one nurse may file a day. */
  reportsPerDay: number;
  /** When unread notifications are gathered into an email, and how often that may happen. */
  digests: DigestPolicy;
  /** How often the sweep looks for accounts whose deletion is due (account-deletion-sweep.service.ts). */
  accountDeletionSweepMs: number;
  /** Absent unless LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set. */
  languageModel?: LanguageModelConfig;
  /** From SIGTERM to exit at most: requests in flight finish, jobs finish or go back to the queue. */
  shutdownGraceMs: number;
  /** When every API instance's scheduler fires housekeeping (cron, seconds optional); one instance per tick does the work. */
  housekeepingSchedule: string;
  /** The UTC hour (0-23) at which the daily renewal reminder pass runs; one instance per day does the work. */
  renewalReminderHour: number;
  /** Absent unless S3_BUCKET is set: uploads then live in DATA_DIR/uploads. */
  objectStorage?: ObjectStorageConfig;
  /** The VAPID identity of Web Push; keys absent unless VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set. */
  push: PushConfig;
}

/** Remotes the embedded server hosts itself, unless REMOTES names other locations. */
export const DEFAULT_REMOTES: RemoteEntry[] = DEFAULT_REMOTE_ENTRIES;

export class ConfigError extends Error {}

function parseRemotes(value: string): RemoteEntry[] {
  if (value.trim() === '') return DEFAULT_REMOTES;
  return value.split(',').map((pair) => {
    const [name, entry] = pair.split('=').map((part) => part?.trim() ?? '');
    if (!name || !entry) throw new ConfigError(`REMOTES: expected name=url pairs separated by commas, got "${pair}"`);
    return { name, entry };
  });
}

function metricsOf(e: z.infer<typeof envSchema>): MetricsConfig | undefined {
  if (e.METRICS_PORT === undefined) {
    if (e.METRICS_TOKEN === undefined) return undefined;
    throw new ConfigError('Invalid configuration:\n  METRICS_TOKEN: needs METRICS_PORT (metrics are off without it)');
  }
  if (e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT, so that metrics are never served to the public');
  }
  if (e.METRICS_TOKEN === undefined && !isLoopbackHost(e.METRICS_HOST)) {
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_TOKEN: required when METRICS_HOST (${e.METRICS_HOST}) is not a loopback address, so that only your Prometheus can read the metrics`,
    );
  }
  return { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN };
}

function languageModelOf(e: z.infer<typeof envSchema>): LanguageModelConfig | undefined {
  const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model } = e;
  if (!baseUrl && !apiKey && !model) return undefined;
  if (!baseUrl || !apiKey || !model) {
    const missing = Object.entries({ LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model }).filter(([, value]) => !value);
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.map(([name]) => name).join(', ')}: required with the other LLM_ settings (set all three, or none for the built-in engine)`,
    );
  }
  return { baseUrl, apiKey, model, timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000 };
}

function objectStorageOf(e: z.infer<typeof envSchema>): ObjectStorageConfig | undefined {
  const problems: string[] = [];
  if (!e.S3_BUCKET) {
    const strays = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter(
      (name) => e[name] !== undefined,
    );
    if (strays.length === 0) return undefined;
    problems.push(`S3_BUCKET: required with ${strays.join(', ')} (set it, or none of the S3_ settings for DATA_DIR/uploads)`);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing}: required with the other S3 access key setting (set both, or neither for the SDK's own credentials)`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    bucket: e.S3_BUCKET!,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // Self-hosted stores (MinIO and the like) answer at their address with the bucket in the path.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  };
}

/**
 * The relying party of passkeys: by default the host name of APP_URL, asked for from its origin only;
 * WEBAUTHN_ORIGINS adds pages on other origins of the same site (a development server, say).
 */
function webauthnConfigOf(e: z.infer<typeof envSchema>, appUrl: string): WebAuthnConfig {
  const { hostname, origin } = new URL(appUrl);
  const extra = (e.WEBAUTHN_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return { rpId: e.WEBAUTHN_RP_ID ?? hostname, rpName: e.WEBAUTHN_RP_NAME, origins: [...new Set([origin, ...extra])] };
}

/** Reads and validates the environment once; a bad value stops the start naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const secretFiles = withSecretFiles(env);
  const parsed = envSchema.safeParse(secretFiles.env);
  const problems = parsed.success
    ? [
        ...sessionSecretProblems(parsed.data.SESSION_SECRET, splitSecrets(parsed.data.SESSION_SECRET_PREVIOUS)),
        ...pushConfigProblems(parsed.data),
      ]
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (!parsed.success || secretFiles.problems.length > 0 || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${[...secretFiles.problems, ...problems].join('\n  ')}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    appUrl,
    webauthn: webauthnConfigOf(e, appUrl),
    secureCookies: appUrl.startsWith('https://'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    searchEngine: e.SEARCH_ENGINE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminPassword: e.ADMIN_PASSWORD,
    adminEmail: e.ADMIN_EMAIL,
    sessionSecret: e.SESSION_SECRET,
    previousSessionSecrets: splitSecrets(e.SESSION_SECRET_PREVIOUS),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    adminSessionTtlMs: e.ADMIN_SESSION_TTL_HOURS * 3600_000,
    readCacheMs: e.READ_CACHE_SECONDS * 1000,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      perIp: e.RATE_LIMIT_PER_IP,
      perAccount: e.RATE_LIMIT_PER_ACCOUNT,
      adminLoginFailures: e.ADMIN_LOGIN_MAX_FAILURES,
    },
    processJobs: e.PROCESS_JOBS,
    jobRetryDelayMs: e.JOB_RETRY_DELAY_MS,
    serveFrontends: e.SERVE_FRONTENDS,
    frontendsDir: e.FRONTENDS_DIR,
    remotes: parseRemotes(e.REMOTES),
    trustProxy: e.TRUST_PROXY,
    metrics: metricsOf(e),
    bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
    connectionRequestsPerDay: e.CONNECTION_REQUESTS_PER_DAY,
    assistantRequestsPerMinute: e.ASSISTANT_REQUESTS_PER_MINUTE,
    careerPlanRequestsPerMinute: e.CAREER_PLAN_REQUESTS_PER_MINUTE,
    reportsPerDay: e.REPORTS_PER_DAY,
    digests: {
      delayMs: e.DIGEST_DELAY_SECONDS * 1000,
      spacingMs: e.DIGEST_SPACING_SECONDS * 1000,
      dailyLimit: e.DIGEST_DAILY_LIMIT,
    },
    accountDeletionSweepMs: e.ACCOUNT_DELETION_SWEEP_SECONDS * 1000,
    languageModel: languageModelOf(e),
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    housekeepingSchedule: e.HOUSEKEEPING_SCHEDULE,
    renewalReminderHour: e.RENEWAL_REMINDER_HOUR,
    objectStorage: objectStorageOf(e),
    push: pushConfigOf(e, appUrl),
  };
}
