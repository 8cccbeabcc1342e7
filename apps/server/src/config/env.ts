import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../lib/paths';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const protocolOf = (value: string) => (URL.canParse(value) ? new URL(value).protocol : null);

// zod runs every check even after one fails, so the protocol check must not assume a parseable URL.
const url = (protocols: string[]) =>
  z
    .string()
    .url('must be a URL')
    .refine((value) => protocolOf(value) === null || protocols.includes(protocolOf(value)!), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

const secret = z.string().min(32, 'must be at least 32 characters long');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: port.default(3000),
    PUBLIC_URL: url(['http:', 'https:']).optional(),
    DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
    DATA_DIR: z.string().min(1).default('var'),
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().email('must be an e-mail address').default('Spina <no-reply@spina.local>'),
    JWT_SECRET: secret.optional(),
    SSO_SECRET: secret.optional(),
    SSO_PUBMENU_URL: url(['http:', 'https:']).optional(),
    SSO_ELEARNING_URL: url(['http:', 'https:']).optional(),
    SSO_ELEARNING_SK_URL: url(['http:', 'https:']).optional(),
    SSO_ACADEMY_URL: url(['http:', 'https:']).optional(),
    SSO_FORMAZIONE_URL: url(['http:', 'https:']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
    /** Failed sign-ins per account and per address within 15 minutes before 429; raised for benchmarks only. */
    LOGIN_THROTTLE_LIMIT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(10),
    /**
     * Which proxies may set X-Forwarded-For: unset (none: the client address is the peer's), 'true' (any) or a
     * comma list of proxy addresses/CIDRs. Sign-in throttling per address depends on it.
     */
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|[\d.:a-fA-F/]+(,\s*[\d.:a-fA-F/]+)*)$/,
        'must be true, false or a comma list of addresses',
      )
      .optional(),
    /** Where placed orders are POSTed (decision 0017); unset: order events wait in the outbox for the pull API. */
    ORDER_WEBHOOK_URL: url(['http:', 'https:']).optional(),
    /** Key of the HMAC-SHA256 signature on every webhook call; required with ORDER_WEBHOOK_URL. */
    ORDER_WEBHOOK_SECRET: secret.optional(),
    /** The key an ERP sends in `X-Api-Key` to the integration API; unset: that API refuses every call. */
    INTEGRATION_API_KEY: secret.optional(),
    /**
     * The demo's status job (decision 0023): placed orders move on through realistic statuses, so a demo looks
     * alive. Runs in development and on the embedded demo database, never on a production PostgreSQL server
     * whatever this says; 'false' switches it off.
     */
    DEMO_ORDER_PROGRESS: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    /** Age in minutes before the demo job first moves an order on; until then it may still be cancelled. */
    DEMO_ORDER_PROGRESS_AFTER_MINUTES: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(7 * 24 * 60, 'must be at most 10080 (a week)')
      .default(15),
  })
  .strip()
  .superRefine((env, context) => {
    if (env.ORDER_WEBHOOK_URL && !env.ORDER_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['ORDER_WEBHOOK_SECRET'],
        message: 'must be set when ORDER_WEBHOOK_URL is set (the webhook calls are signed with it)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Validated configuration of one server process. */
export type AppConfig = Omit<
  Env,
  'DATA_DIR' | 'PUBLIC_URL' | 'JWT_SECRET' | 'SSO_SECRET' | 'SEED_ON_EMPTY' | 'TRUST_PROXY'
> & {
  trustProxy: boolean | string[];
  DATA_DIR: string;
  PUBLIC_URL: string;
  JWT_SECRET: string;
  SSO_SECRET: string;
  SEED_ON_EMPTY: boolean;
  isProduction: boolean;
};

/** A configuration error that names the variable at fault. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json, so a single
 * machine works out of the box and sessions survive restarts. Servers scaled out must share JWT_SECRET and
 * SSO_SECRET through the environment.
 */
function storedSecrets(dataDir: string): { JWT_SECRET: string; SSO_SECRET: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SSO_SECRET: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = source[name];
      return `  ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(repoRoot, env.DATA_DIR);
  const stored =
    env.JWT_SECRET && env.SSO_SECRET ? { JWT_SECRET: '', SSO_SECRET: '' } : storedSecrets(dataDir);
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    JWT_SECRET: env.JWT_SECRET ?? stored.JWT_SECRET,
    SSO_SECRET: env.SSO_SECRET ?? stored.SSO_SECRET,
    SEED_ON_EMPTY: env.SEED_ON_EMPTY === 'true',
    isProduction: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
