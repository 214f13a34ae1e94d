import { RELEASE_WEB_DIST, ReleaseAssetsPublisher } from './delivery/release-assets';
import { CityPaths } from './delivery/city-paths';
import { messageTranslators, translatedErrorsPlugin } from './i18n/translated-errors.plugin';
import { MESSAGE_TRANSLATORS } from './i18n/translated-http.interceptor';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module, ValidationPipe } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ServeStaticModule } from '@nestjs/serve-static';
import type { Response } from 'express';
import { PingMessages } from '@snap/contracts';
import { assertStrongSecret } from '@snap/platform-config';
import { createPingHandler } from '@snap/platform-bus';
import { formatGraphqlError } from './graphql/format-error';
import type { GraphqlContext } from './graphql/graphql-context';
import { UserErrorsLogFilter } from './graphql/user-errors.filter';
import { CrossServiceHealth } from './health/cross-service-health';
import { HealthResolver } from './health/health.resolver';
import { PageViewsController } from './page-views/page-views.controller';
import { SearchResolver } from './search/search.resolver';
import { GATEWAY_JWT_SECRET, JwtStrategy } from './auth/jwt.strategy';
import { OperatorGrantController } from './auth/operator-grant.controller';
import { SessionCheck } from './auth/session-check';
import { IdentityResolver } from './identity/identity.resolver';
import { FavoritesResolver } from './community/favorites.resolver';
import { PointsResolver } from './community/points.resolver';
import { ReviewsResolver } from './community/reviews.resolver';
import { TipsResolver } from './community/tips.resolver';
import { ContributionsResolver } from './community/contributions.resolver';
import { StoreCommunityResolver } from './community/store-community.resolver';
import { PhotosController } from './community/photos.controller';
import { PhotosResolver } from './community/photos.resolver';
import { ReportsResolver } from './community/reports.resolver';
import { ClicksResolver } from './community/clicks.resolver';
import { ModerationResolver } from './community/moderation.resolver';
import { PlacePhotoController } from './enrichment/place-photo.controller';
import { PlacesBudgetResolver } from './enrichment/places-budget.resolver';
import { StoreEnrichmentResolver } from './enrichment/store-enrichment.resolver';
import { AdminResolver } from './admin/admin.resolver';
import { CatalogResolver } from './admin/catalog.resolver';
import { BudgetResolver } from './admin/budget.resolver';
import { AnalyticsResolver } from './analytics/analytics.resolver';
import { CatalogUploadController } from './admin/catalog-upload.controller';
import { PassportModule } from '@nestjs/passport';
import { BlogResolver } from './content/blog.resolver';
import { ProgramsResolver } from './content/programs/programs.resolver';
import { EbtHelpResolver } from './content/ebt-help.resolver';
import { StateRulesResolver } from './content/state-rules.resolver';
import { EbtRefusalsResolver } from './community/ebt-refusals.resolver';
import { BlogImagesController } from './content/blog-images.controller';
import { ABUSE_LIMIT_RULES, abuseLimitRules } from './security/abuse-limits';
import { GRAPHQL_LIMITS, graphqlArmor, listSizeLimit } from './security/graphql-armor';
import { oncePerRequest } from './security/once-per-request';
import { privateAnswers } from './graphql/private-answers';
import { sharedPersistedReads } from './graphql/persisted-queries';
import { COOKIE_SECURE } from './identity/identity.resolver';
import { INDEX_PAGES } from './delivery/compressed-delivery';
import { SERVER_PATH_PREFIXES } from './delivery/unknown-page-status';
import { READ_CACHE_OPTIONS, ReadCache, type ReadCacheOptions } from './read-cache/read-cache';
import { ReadCacheController } from './read-cache/read-cache.controller';
import { ReadCacheEventsHandler } from './read-cache/read-cache-events.handler';

export type { GraphqlContext } from './graphql/graphql-context';

/** Two minutes: the backstop behind the events that evict it, for a change whose announcement the
 * bus did not take (docs/operations.md "The read cache"). */
export const DEFAULT_READ_CACHE: ReadCacheOptions = { ttlSeconds: 120 };

export interface GatewayOptions {
  /** Where to print the schema (the web app's codegen reads it), or true to keep it in memory. */
  schemaFile: string | true;
  /** Verifies the access tokens the identity service signs. */
  jwtSecret: string;
  /** Built front-ends to serve, when present. */
  webDist?: string;
  adminDist?: string;
  /** The refresh cookie's Secure flag (COOKIE_SECURE; on unless the site is plain http on loopback). */
  cookieSecure: boolean;
  /** Production hides schema hints: no field suggestions in error messages. */
  production?: boolean;
  /** RATE_LIMITS overrides of the abuse limits (`name=points/seconds,…`). */
  rateLimits?: string;
  /** The read cache of anonymous catalog reads (READ_CACHE_TTL_SECONDS; 0 turns it off). */
  readCache?: ReadCacheOptions;
}

/** The public edge: GraphQL for both front-ends, REST for health, metrics and page views, and the
 * built front-ends themselves. Every operation is answered by a service over the bus. */
@Module({})
export class GatewayModule {
  static forRoot(options: GatewayOptions): DynamicModule {
    // Every runtime: a guessable secret would accept forged tokens.
    assertStrongSecret('JWT_SECRET', options.jwtSecret);
    const rules = abuseLimitRules(options.rateLimits);
    const armor = graphqlArmor(options.production ?? false);
    // One set for GraphQL and REST, so a missing translation is logged once per process.
    const translators = messageTranslators();
    const statics = [
      ...(options.adminDist
        ? [
            ServeStaticModule.forRoot({
              rootPath: options.adminDist,
              serveRoot: '/admin',
              renderPath: '{*path}',
            }),
          ]
        : []),
      ...(options.webDist
        ? [
            ServeStaticModule.forRoot({
              rootPath: options.webDist,
              exclude: SERVER_PATH_PREFIXES.map((prefix) => `${prefix}{/*path}`),
              // '/' gets the pre-rendered home page; every other route the plain shell (index.html).
              serveStaticOptions: { maxAge: '1h', setHeaders: immutableAssets, index: INDEX_PAGES },
            }),
          ]
        : []),
    ];
    return {
      module: GatewayModule,
      imports: [
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          autoSchemaFile: options.schemaFile,
          sortSchema: true,
          context: ({ req, res }: GraphqlContext): GraphqlContext => ({ req, res }),
          formatError: formatGraphqlError,
          includeStacktraceInErrorResponses: false,
          // Depth, cost, alias, directive and token limits; no batched requests.
          // No @cacheControl hints are used: Apollo's cache-control plugin would only walk every field.
          plugins: [
            ...armor.plugins,
            listSizeLimit,
            oncePerRequest,
            privateAnswers,
            // After privateAnswers: an answer it made no-store stays so.
            sharedPersistedReads,
            ApolloServerPluginCacheControlDisabled(),
            translatedErrorsPlugin(translators),
          ],
          parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
          validationRules: armor.validationRules,
          allowBatchedHttpRequests: false,
          // Apollo's landing page loads from a CDN; the browser page is served by GraphiqlController.
          playground: false,
        }),
        PassportModule,
        ...statics,
      ],
      controllers: [
        PageViewsController,
        PhotosController,
        BlogImagesController,
        PlacePhotoController,
        CatalogUploadController,
        OperatorGrantController,
        ReadCacheController,
        ReadCacheEventsHandler,
        createPingHandler(PingMessages.gateway),
      ],
      providers: [
        CrossServiceHealth,
        HealthResolver,
        SearchResolver,
        CityPaths,
        IdentityResolver,
        FavoritesResolver,
        PointsResolver,
        ReviewsResolver,
        TipsResolver,
        ContributionsResolver,
        StoreCommunityResolver,
        PhotosResolver,
        ReportsResolver,
        ClicksResolver,
        ModerationResolver,
        PlacesBudgetResolver,
        BlogResolver,
        ProgramsResolver,
        EbtHelpResolver,
        StateRulesResolver,
        EbtRefusalsResolver,
        StoreEnrichmentResolver,
        AdminResolver,
        CatalogResolver,
        BudgetResolver,
        AnalyticsResolver,
        { provide: GATEWAY_JWT_SECRET, useValue: options.jwtSecret },
        { provide: MESSAGE_TRANSLATORS, useValue: translators },
        { provide: COOKIE_SECURE, useValue: options.cookieSecure },
        { provide: ABUSE_LIMIT_RULES, useValue: rules },
        { provide: READ_CACHE_OPTIONS, useValue: options.readCache ?? DEFAULT_READ_CACHE },
        ReadCache,
        ...(options.webDist
          ? [{ provide: RELEASE_WEB_DIST, useValue: options.webDist }, ReleaseAssetsPublisher]
          : []),
        SessionCheck,
        JwtStrategy,
        { provide: APP_FILTER, useClass: UserErrorsLogFilter },
        {
          provide: APP_PIPE,
          useValue: new ValidationPipe({
            transform: true,
            whitelist: true,
            forbidUnknownValues: false,
          }),
        },
      ],
    };
  }
}

/** Vite fingerprints files under /assets, so they never change: cache them for a year. */
function immutableAssets(res: Response, path: string): void {
  if (path.includes('/assets/'))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}
