import { z } from 'zod';

/**
 * Every setting the server reads, validated once at boot. A bad value stops the
 * process with one line naming the variable and what is allowed, so a
 * misconfigured deploy fails loudly instead of half-working.
 */

export const DRIVER_CHOICES = {
  LLM_DRIVER: ['offline', 'openai'],
  IDENTITY_DRIVER: ['local', 'firebase'],
  PAYMENTS_DRIVER: ['sandbox', 'stripe'],
  SPEECH_DRIVER: ['disabled', 'openai'],
  PUSH_DRIVER: ['webpush'],
  MAIL_DRIVER: ['log', 'smtp'],
} as const;

export type DriverVariable = keyof typeof DRIVER_CHOICES;

/** Drivers that exist for development only; production refuses to boot with them. */
const DEVELOPMENT_ONLY_DRIVERS: Partial<Record<DriverVariable, readonly string[]>> = {
  PAYMENTS_DRIVER: ['sandbox'],
};

/** Values never echoed back in an error line. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'OPENAI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'IDENTITY_SIGNING_KEY',
  'FIREBASE_SERVICE_ACCOUNT',
  'ENCRYPTION_KEYS',
]);

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(fallback);

const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of milliseconds (0 or more)' })
    .int('must be a whole number of milliseconds (0 or more)')
    .min(0, 'must be a whole number of milliseconds (0 or more)')
    .default(fallback);

const driver = <K extends DriverVariable>(name: K) =>
  z
    .enum(DRIVER_CHOICES[name], { error: `must be one of: ${DRIVER_CHOICES[name].join(', ')}` })
    .default(DRIVER_CHOICES[name][0]);

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const email = (fallback: string) => z.email({ error: 'must be an e-mail address' }).default(fallback);

const RATE_WINDOW_UNITS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** `<count>/<window>`, for example `10/15m`: at most 10 attempts in any 15 minutes. */
const rateLimit = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+\/\d+[smhd]$/, 'must look like 10/15m (count/window; window in s, m, h or d)')
    .default(fallback)
    .transform((value) => {
      const [points, window] = value.split('/');
      const unit = window.slice(-1) as keyof typeof RATE_WINDOW_UNITS;
      return { points: Number(points), seconds: Number(window.slice(0, -1)) * RATE_WINDOW_UNITS[unit] };
    });

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be a comma-separated list of e-mail addresses' })));

/** One key-encryption key: an id to find it by, and its 32 bytes. */
export interface EncryptionKey {
  id: string;
  key: Buffer;
}

const KEY_LIST_FORMAT =
  'must be a comma-separated list of id:key pairs, each key 32 random bytes in base64 (openssl rand -base64 32), ids of letters, digits, - or _';

/** `id:base64,id:base64`: the first encrypts, all decrypt. */
export function parseEncryptionKeys(value: string): EncryptionKey[] | undefined {
  const keys = value.split(',').map((pair) => {
    const [id, encoded, ...rest] = pair.trim().split(':');
    const key = Buffer.from(encoded ?? '', 'base64');
    return rest.length || !/^[A-Za-z0-9_-]{1,32}$/.test(id ?? '') || key.length !== 32 ? undefined : { id, key };
  });
  const ids = new Set(keys.map((key) => key?.id));
  return keys.length && keys.every(Boolean) && ids.size === keys.length ? (keys as EncryptionKey[]) : undefined;
}

const encryptionKeys = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const keys = parseEncryptionKeys(value);
  if (!keys) ctx.addIssue({ code: 'custom', message: KEY_LIST_FORMAT });
  return keys;
});

const WHOLE_COUNT = 'must be a whole number (0 or more)';
const optionalCount = optionalText
  .transform((value) => (value === undefined ? undefined : Number(value)))
  .pipe(z.number({ error: WHOLE_COUNT }).int(WHOLE_COUNT).min(0, WHOLE_COUNT).optional());

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be one of: development, production, test' })
      .default('development'),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    PORT: port(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of: fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
        .optional(),
    ),
    DATA_DIR: z.string().min(1, 'must not be empty').default('.data'),
    EMBEDDED_PG_PORT: port(54329),
    CLIENT_DIR: z.string().min(1, 'must not be empty').default('dist/client'),
    // The Catholic Public Domain Version, one JSON file per book (../shared/scripture/cpdv beside a checkout).
    SCRIPTURE_DIR: z.string().min(1, 'must not be empty').default('../shared/scripture/cpdv'),
    GRAPHQL_SCHEMA_FILE: optionalText,
    SHUTDOWN_DRAIN_MS: milliseconds(0),
    SHUTDOWN_TIMEOUT_MS: milliseconds(15000),
    TRUST_PROXY: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    APP_NAME: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(60, 'must be at most 60 characters')
      .default('Ask Seek Knock'),
    OPERATOR_NAME: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(120, 'must be at most 120 characters')
      .default('Ask Seek Knock Ministry'),
    SUPPORT_EMAIL: email('support@askseekknock.example'),
    PRIVACY_EMAIL: email('privacy@askseekknock.example'),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    LITURGY_CALENDAR: z
      .enum(['general-roman', 'united-states'], { error: 'must be one of: general-roman, united-states' })
      .default('general-roman'),
    LLM_DRIVER: driver('LLM_DRIVER'),
    IDENTITY_DRIVER: driver('IDENTITY_DRIVER'),
    PAYMENTS_DRIVER: driver('PAYMENTS_DRIVER'),
    SPEECH_DRIVER: driver('SPEECH_DRIVER'),
    PUSH_DRIVER: driver('PUSH_DRIVER'),
    MAIL_DRIVER: driver('MAIL_DRIVER'),
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: optionalText.pipe(z.url({ error: 'must be a URL' }).optional()),
    OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
    DONATION_MAX_CENTS: z.coerce
      .number({ error: 'must be a whole number of cents above 100' })
      .int('must be a whole number of cents above 100')
      .min(101, 'must be a whole number of cents above 100')
      .default(1_000_000),
    DONATION_CURRENCY: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{3}$/, 'must be a three-letter ISO currency code such as usd')
      .default('usd'),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: optionalText,
    FIREBASE_PROJECT_ID: optionalText,
    FIREBASE_SERVICE_ACCOUNT: optionalText,
    FIREBASE_AUTH_EMULATOR_HOST: optionalText,
    FIREBASE_API_KEY: optionalText,
    FIREBASE_AUTH_DOMAIN: optionalText,
    FIREBASE_APP_ID: optionalText,
    FIREBASE_GOOGLE_SIGN_IN: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
    IDENTITY_SIGNING_KEY: optionalText,
    // Key-encryption keys for what people confide (AES-256-GCM, envelope style; see common/crypto).
    ENCRYPTION_KEYS: encryptionKeys,
    ID_TOKEN_TTL_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds from 60 to 3600' })
      .int('must be a whole number of seconds from 60 to 3600')
      .min(60, 'must be a whole number of seconds from 60 to 3600')
      .max(3600, 'must be a whole number of seconds from 60 to 3600')
      .default(3600),
    REFRESH_TTL_DAYS: z.coerce
      .number({ error: 'must be a whole number of days from 1 to 90' })
      .int()
      .min(1, 'must be a whole number of days from 1 to 90')
      .max(90, 'must be a whole number of days from 1 to 90')
      .default(30),
    PASSWORD_RESET_TTL_MINUTES: z.coerce
      .number({ error: 'must be a whole number of minutes from 5 to 1440' })
      .int()
      .min(5, 'must be a whole number of minutes from 5 to 1440')
      .max(1440, 'must be a whole number of minutes from 5 to 1440')
      .default(60),
    STAFF_EMAILS: emailList,
    SIGNUP_CAP: optionalCount,
    RATE_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    RATE_LIMIT_SIGN_IN_PER_IP: rateLimit('30/15m'),
    RATE_LIMIT_SIGN_IN_PER_EMAIL: rateLimit('10/15m'),
    RATE_LIMIT_SIGN_UP_PER_IP: rateLimit('10/1h'),
    RATE_LIMIT_SIGN_UP_PER_EMAIL: rateLimit('5/1h'),
    RATE_LIMIT_RESET_PER_IP: rateLimit('10/1h'),
    RATE_LIMIT_RESET_PER_EMAIL: rateLimit('3/1h'),
    RATE_LIMIT_WAITLIST_PER_IP: rateLimit('10/1h'),
    RATE_LIMIT_WAITLIST_PER_EMAIL: rateLimit('3/1h'),
    // Each checkout writes a pending row and calls the provider; visitors may start one.
    RATE_LIMIT_DONATE_PER_IP: rateLimit('20/1h'),
    // Each chat message, prayer or reflection is work for the model; a person typing never comes near this.
    RATE_LIMIT_GENERATE_PER_USER: rateLimit('30/1m'),
  })
  .superRefine((env, ctx) => {
    const need = (variable: keyof typeof env, because: string) => {
      if (!env[variable]) ctx.addIssue({ code: 'custom', path: [variable], message: `is required ${because}` });
    };
    if (env.LLM_DRIVER === 'openai' || env.SPEECH_DRIVER === 'openai') {
      // Local OpenAI-compatible servers (Ollama, vLLM, llama.cpp) take no key.
      if (!env.OPENAI_BASE_URL)
        need('OPENAI_API_KEY', 'when LLM_DRIVER or SPEECH_DRIVER is openai (or set OPENAI_BASE_URL)');
    }
    if (env.PAYMENTS_DRIVER === 'stripe') {
      need('STRIPE_SECRET_KEY', 'when PAYMENTS_DRIVER=stripe');
      need('STRIPE_WEBHOOK_SECRET', 'when PAYMENTS_DRIVER=stripe');
    }
    if (env.MAIL_DRIVER === 'smtp') need('SMTP_URL', 'when MAIL_DRIVER=smtp');
    if (env.IDENTITY_DRIVER === 'firebase') {
      // The client signs in with Firebase Auth, so it needs the web settings too.
      for (const variable of [
        'FIREBASE_PROJECT_ID',
        'FIREBASE_API_KEY',
        'FIREBASE_AUTH_DOMAIN',
        'FIREBASE_APP_ID',
      ] as const) {
        need(variable, 'when IDENTITY_DRIVER=firebase');
      }
    }
    if (env.FIREBASE_SERVICE_ACCOUNT) {
      try {
        JSON.parse(env.FIREBASE_SERVICE_ACCOUNT);
      } catch {
        ctx.addIssue({
          code: 'custom',
          path: ['FIREBASE_SERVICE_ACCOUNT'],
          message: "must be the service account's JSON key file contents",
        });
      }
    }

    if (env.NODE_ENV === 'production') {
      for (const [variable, devOnly] of Object.entries(DEVELOPMENT_ONLY_DRIVERS)) {
        const chosen = env[variable as DriverVariable];
        if (devOnly?.includes(chosen)) {
          ctx.addIssue({
            code: 'custom',
            path: [variable],
            message: `=${chosen} is for development only and is refused in production`,
          });
        }
      }
      // Production pages must name real contacts and a real public address.
      for (const variable of ['SUPPORT_EMAIL', 'PRIVACY_EMAIL'] as const) {
        if (env[variable].endsWith('.example')) {
          ctx.addIssue({
            code: 'custom',
            path: [variable],
            message: 'must be set to a real address in production (the default is a placeholder)',
          });
        }
      }
      need('PUBLIC_URL', 'in production');
      // A key file beside the data is for development; production keys come from the secret store.
      need('ENCRYPTION_KEYS', 'in production (openssl rand -base64 32, then ENCRYPTION_KEYS=k1:<that>)');
      if (env.FIREBASE_AUTH_EMULATOR_HOST) {
        ctx.addIssue({
          code: 'custom',
          path: ['FIREBASE_AUTH_EMULATOR_HOST'],
          message: 'must not be set in production (the emulator accepts unsigned tokens)',
        });
      }
      if (env.RATE_LIMITS === 'off') {
        ctx.addIssue({
          code: 'custom',
          path: ['RATE_LIMITS'],
          message: '=off is for load tests and benchmarks and is refused in production',
        });
      }
    }
  });

export type RawEnv = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line. */
export function parseEnv(source: NodeJS.ProcessEnv): RawEnv {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    const value = source[variable];
    const namesValue = issue.message.startsWith('=');
    const shown =
      value !== undefined && !namesValue && !SECRET_VARIABLES.has(variable) ? ` (got "${value.slice(0, 40)}")` : '';
    const joiner = namesValue ? '' : ' ';
    return `${variable}${joiner}${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
}
