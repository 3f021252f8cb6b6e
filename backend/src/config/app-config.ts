import path from 'node:path';
import { DRIVER_CHOICES, parseEnv, type DriverVariable, type RawEnv } from './config.schema.js';

export type CapabilityName = 'llm' | 'identity' | 'payments' | 'speech' | 'push' | 'mail';

const CAPABILITY_VARIABLES = {
  llm: 'LLM_DRIVER',
  identity: 'IDENTITY_DRIVER',
  payments: 'PAYMENTS_DRIVER',
  speech: 'SPEECH_DRIVER',
  push: 'PUSH_DRIVER',
  mail: 'MAIL_DRIVER',
} as const satisfies Record<CapabilityName, DriverVariable>;

export type DriverOf<C extends CapabilityName> = (typeof DRIVER_CHOICES)[(typeof CAPABILITY_VARIABLES)[C]][number];

/**
 * The validated configuration, injected by class. Built once at boot from the
 * environment; tests build their own from a plain object.
 */
export class AppConfig {
  readonly env: RawEnv;

  constructor(env: RawEnv) {
    this.env = Object.freeze({ ...env });
  }

  static fromEnvironment(source: NodeJS.ProcessEnv = process.env): AppConfig {
    return new AppConfig(parseEnv(source));
  }

  get isProduction(): boolean {
    return this.env.NODE_ENV === 'production';
  }

  get isDevelopment(): boolean {
    return this.env.NODE_ENV === 'development';
  }

  get port(): number {
    return this.env.PORT;
  }

  get dataDir(): string {
    return path.resolve(this.env.DATA_DIR);
  }

  get clientDir(): string {
    return path.resolve(this.env.CLIENT_DIR);
  }

  /** Where the CPDV's book files are, for passages and for checking what a model cites. */
  get scriptureDir(): string {
    return path.resolve(this.env.SCRIPTURE_DIR);
  }

  /** Where to write the code-first schema (`npm run schema`, `npm run dev`); otherwise it stays in memory. */
  get schemaFile(): string | undefined {
    return this.env.GRAPHQL_SCHEMA_FILE && !this.isProduction ? path.resolve(this.env.GRAPHQL_SCHEMA_FILE) : undefined;
  }

  driver<C extends CapabilityName>(capability: C): DriverOf<C> {
    return this.env[CAPABILITY_VARIABLES[capability]] as DriverOf<C>;
  }

  get drivers(): { name: CapabilityName; driver: string }[] {
    return (Object.keys(CAPABILITY_VARIABLES) as CapabilityName[]).map((name) => ({ name, driver: this.driver(name) }));
  }

  /** Whose calendar Seek follows (its national transfers and proper saints). */
  get liturgyCalendar(): 'general-roman' | 'united-states' {
    return this.env.LITURGY_CALENDAR;
  }

  get publicUrl(): string {
    return this.env.PUBLIC_URL ?? `http://localhost:${this.env.PORT}`;
  }
}
