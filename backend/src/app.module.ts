import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { AuthGuard } from './common/auth/auth.guard.js';
import { CryptoModule } from './common/crypto/crypto.module.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { formatGraphqlError } from './common/errors/format-graphql-error.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard.js';
import { RateLimitService } from './common/rate-limit/rate-limit.service.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { AppInfoModule } from './modules/app-info/app-info.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BibleModule } from './modules/bible/bible.module.js';
import { ChatModule } from './modules/chat/chat.module.js';
import { CompanionModule } from './modules/companion/companion.module.js';
import { DonationsModule } from './modules/donations/donations.module.js';
import { FeedbackModule } from './modules/feedback/feedback.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { LiturgyModule } from './modules/liturgy/liturgy.module.js';
import { PrayerModule } from './modules/prayer/prayer.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { ProfileModule } from './modules/profile/profile.module.js';
import { ScriptureModule } from './modules/scripture/scripture.module.js';
import { ProvidersModule } from './providers/providers.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  logger: Logger;
  databaseUrl: string;
}

/** The context every resolver and guard receives: the same req/res a REST handler would (STACK.md trap 4). */
export interface GraphqlContext {
  req: Request;
  res: Response;
}

@Module({})
export class AppModule {
  static forRoot({ config, logger, databaseUrl }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        DatabaseModule.forRoot(databaseUrl, logger),
        CryptoModule,
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          autoSchemaFile: config.schemaFile ?? true,
          sortSchema: true,
          // The IDE arrives later, for staff only and from our own bundle; never a CDN page.
          graphiql: false,
          introspection: !config.isProduction,
          includeStacktraceInErrorResponses: config.isDevelopment,
          context: ({ req, res }: GraphqlContext): GraphqlContext => ({ req, res }),
          formatError: formatGraphqlError(config.isDevelopment),
        }),
        ProvidersModule.forRoot(config),
        HealthModule,
        AppInfoModule,
        ProfileModule,
        AuthModule,
        CompanionModule,
        ChatModule,
        LiturgyModule,
        ScriptureModule,
        BibleModule,
        PrayerModule,
        FeedbackModule,
        DonationsModule,
        AccountModule,
        PrivacyModule,
      ],
      providers: [
        RateLimitService,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        // Order matters: identity first, then the limits of public doors.
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
    };
  }
}
