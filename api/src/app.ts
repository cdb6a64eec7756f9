import path from 'node:path';
import fs from 'node:fs';
import http from 'node:http';
import express from 'express';
import compression from 'compression';
import helmet from 'helmet';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { applyMiddleware } from 'graphql-middleware';
import type { AppDeps } from './app-deps';
import { API_LIMITS, MESSAGES, UPLOADS } from './config/limits';
import { ping, poolDbOf } from './db/sql';
import { graphqlContext, type GraphQLContext } from './graphql/context';
import { formatGraphQLError } from './graphql/errors';
import { graphqlEndpoint, isGraphQLPath } from './graphql/endpoint';
import { graphqlIde } from './graphql/ide';
import { jitGateway } from './graphql/jit';
import { depthLimitRule } from './graphql/limits';
import { costPlugin } from './graphql/cost-plugin';
import { GraphQLBudget, type BudgetLimits } from './graphql/budget';
import { cachePolicyPlugin } from './graphql/cache-policy';
import { AnonymousAnswerCache } from './graphql/answer-cache';
import { SEARCH_PAGE_TTL_MS } from './modules/search/search-cache';
import { refuseDeadTokensPlugin } from './graphql/credential-plugin';
import { retryAfterPlugin } from './graphql/retry-after-plugin';
import { unavailablePlugin } from './graphql/unavailable-plugin';
import { inputTextPlugin } from './graphql/input-text-plugin';
import { requestPlugin } from './graphql/request-plugin';
import { rememberQueryHashes } from './graphql/query-hash';
import { isBadDataError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './shared/unavailable';
import { sendUnavailable } from './rest/envelope';
import { PersistedQueryStore } from './graphql/persisted-queries';
import { mediaHeaders } from './modules/media/media-headers';
import { buildPermissions } from './graphql/permissions';
import { buildAppSchema } from './graphql/schema';
import { v1Router } from './rest/router';
import { feedsRoutes } from './modules/notifications/feeds.routes';
import { followingFeedRoutes } from './modules/progress/following-feed.routes';
import { sitemapRoutes, webAppFallback } from './modules/web-head/web-head.routes';
import { WebRenderer } from './modules/web-head/ssr';
import { openRequestScope } from './scope/request-scope';
import { downloadRoutes } from './modules/catalog/download.routes';
import { opdsRoutes } from './modules/catalog/opds.routes';
import { inboxRoutes } from './modules/inbox/inbox.routes';
import { beaconRoutes } from './modules/analytics/beacon.routes';
import { LocalStorage } from './storage/local.storage';
import { apiRateLimit } from './shared/api-rate-limit';
import { rateLimitsOf } from './shared/rate-limits';
import { inputGuard } from './rest/input-guard';
import {
  fastReads,
  type FastReadsOptions,
  headersSetBy,
  type NodeMiddleware,
} from './rest/fast-reads';
import { fastSearch } from './rest/fast-search';
import { fastBeacon } from './rest/fast-beacon';
import { cancelStalledBodies } from './shared/slow-body';
import { IMMUTABLE_CACHE, precompressedAssets } from './shared/precompressed-assets';

export interface BuiltApp {
  /** The whole site as one request listener: `/graphql` (graphql/endpoint.ts), else Express. */
  app: http.RequestListener;
  server: http.Server;
  stop: () => Promise<void>;
}

const ASSETS_DIR = path.resolve(__dirname, '..', 'assets');

/** Builds the HTTP app: /healthz, /media, /graphql, /api/v1 and the web app. Does not listen. */
export async function buildApp(
  deps: AppDeps,
  options: {
    apiRateLimitPerMinute?: number;
    graphqlJit?: boolean;
    /** The GraphQL cost budgets (default: the config's). */
    graphqlBudget?: BudgetLimits;
    /** false: the v1 reader, book record, searches and beacons go through Express too (the tests compare). */
    fastReads?: boolean;
  } = {},
): Promise<BuiltApp> {
  const { config } = deps;
  const app = express();
  // Its request listener is added once Apollo has started (below).
  const server = http.createServer();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  if (config.trustProxy === true)
    deps.log.warn(
      'TRUST_PROXY=all trusts every X-Forwarded-For entry: any client can choose its address ' +
        'and escape the per-IP limits; give the hop count instead (1 behind one proxy)',
    );
  // v1 keeps the last value of a repeated query parameter; `simple` parsing never builds objects from keys.
  app.set('query parser', 'simple');

  app.get('/healthz', (_req, res) => {
    ping(deps.orm)
      .then(() => res.json({ status: 'ok' }))
      .catch(() =>
        res
          .status(503)
          .set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
          .json({ status: 'unavailable' }),
      );
  });

  // Bad percent-encoding and control characters in paths and queries: 400 before any route.
  app.use(inputGuard);
  const compress = compression();
  app.use(compress);

  // Media: immutable keys, so browsers and CDNs may cache forever.
  const mediaCache = { immutable: true, maxAge: '365d', index: false, fallthrough: false } as const;
  app.use('/media', mediaHeaders);
  app.use(
    '/media/defaults',
    express.static(path.join(ASSETS_DIR, 'defaults'), { maxAge: '1d', index: false }),
  );
  const storage = deps.media.storage;
  if (storage instanceof LocalStorage) app.use('/media', express.static(storage.root, mediaCache));

  const security = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(config.s3?.publicUrl ? [config.s3.publicUrl] : []),
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.use(security);

  // The web reader's reading beacons: capped per address by their own limit, not the v1 one.
  app.use('/api/reading/beacon', beaconRoutes(deps));

  // The v1 REST API's per-IP ceiling (GraphQL has a cost budget; login and reset have their
  // own, stricter limits).
  const rateLimit = apiRateLimit(
    options.apiRateLimitPerMinute ?? config.apiRateLimit,
    rateLimitsOf(deps),
  );
  app.use('/api', (req, res, next) => {
    rateLimit.admit(req.ip ?? 'unknown', res).then((admitted) => admitted && next(), next);
  });

  // GraphQL
  rememberQueryHashes();
  const schema = await buildAppSchema();
  const protectedSchema = applyMiddleware(schema, buildPermissions());
  const persistedQueries = new PersistedQueryStore(deps);
  const budget = new GraphQLBudget(
    options.graphqlBudget ?? {
      perHour: config.graphqlBudgetPerHour,
      sessionPerHour: config.graphqlSessionBudgetPerHour,
      anonymousPerHour: config.graphqlAnonymousBudgetPerHour,
      windowSeconds: config.graphqlBudgetWindowSeconds,
    },
  );
  // Anonymous search answers, remembered under the search cache's rules (graphql/answer-cache.ts).
  const answers = new AnonymousAnswerCache({
    changeMark: () => deps.search.changeMark?.(),
    budget,
    db: () => poolDbOf(deps),
    maxEntries: config.searchCacheSize,
    ttlMs: SEARCH_PAGE_TTL_MS,
  });
  const apollo = new ApolloServer<GraphQLContext>({
    // Queries run compiled by graphql-jit (graphql/jit.ts); `graphqlJit: false` keeps plain
    // graphql-js (the tests compare the two).
    ...(options.graphqlJit === false
      ? { schema: protectedSchema }
      : { gateway: jitGateway(protectedSchema) }),
    introspection: true,
    // main.ts owns signal handling and shuts Apollo down in order.
    stopOnTerminationSignals: false,
    // Apollo's preflight headers, or any Authorization header: browsers preflight a
    // cross-origin request that carries one, so it cannot be a forged simple request, and
    // the API authenticates only by that header (no cookies). Tools using a bearer token
    // (curl -F uploads, scripts) need no extra header; anonymous requests keep the check.
    csrfPrevention: {
      requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'],
    },
    // Refuses oversized documents while parsing, before validation (graphql/document-size.ts).
    parseOptions: { maxTokens: API_LIMITS.maxQueryTokens },
    validationRules: [depthLimitRule],
    formatError: formatGraphQLError(deps.log),
    includeStacktraceInErrorResponses: false,
    // Automatic persisted queries (also over GET), shared by all API processes through PostgreSQL.
    persistedQueries: { cache: persistedQueries },
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      // The IDE is our own GraphiQL build (graphql/ide.ts), served ahead of Apollo.
      ApolloServerPluginLandingPageDisabled(),
      // No field has a cache hint, so Apollo's cache-control plugin (on by default) only wraps
      // every field resolver; graphql/cache-policy.ts decides per request instead.
      ApolloServerPluginCacheControlDisabled(),
      // Inline traces are for federated subgraphs, which this schema is not: without this,
      // Apollo asks its plugin on every request.
      ApolloServerPluginInlineTraceDisabled(),
      // The product's per-request hooks, in this order, as one plugin (graphql/request-plugin.ts).
      requestPlugin<GraphQLContext>([
        refuseDeadTokensPlugin,
        // Text the database cannot store: BAD_USER_INPUT before the cost is charged.
        inputTextPlugin,
        persistedQueries.plugin(),
        unavailablePlugin,
        retryAfterPlugin,
        costPlugin(schema, budget),
        cachePolicyPlugin({ publicMaxAge: config.graphqlPublicMaxAge }),
        answers.part(),
      ]),
    ],
  });
  await apollo.start();
  const largestUpload = Math.max(...Object.values(UPLOADS).map((kind) => kind.maxBytes));
  const graphql = graphqlEndpoint({
    apollo,
    context: graphqlContext(deps),
    trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
    uploads: {
      // Room for one file past the page limit, so the resolver answers with the clear 'too many pages' text.
      maxFileSize: largestUpload + 1,
      maxFiles: UPLOADS.page.maxCount + 3,
    },
    jsonLimit: '1mb',
    log: deps.log,
    ide: graphqlIde(config.webDistDir),
    answers,
  });
  // The v1 reader, book record and work searches answer ahead of Express, as its chain would
  // (rest/fast-reads.ts, rest/fast-search.ts).
  const fastOptions: FastReadsOptions = {
    deps,
    securityHeaders: headersSetBy(security as NodeMiddleware),
    rateLimit,
    rateLimitOn: (options.apiRateLimitPerMinute ?? config.apiRateLimit) > 0,
    trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
    etag: app.get('etag fn') as FastReadsOptions['etag'],
    compress: compress as NodeMiddleware,
    log: deps.log,
  };
  const [readFast, searchFast] = [fastReads(fastOptions), fastSearch(fastOptions)];
  // The web reader's beacons too (rest/fast-beacon.ts): the same answers as beaconRoutes.
  const beaconFast = fastBeacon(fastOptions);
  const fastRead =
    options.fastReads === false
      ? () => false
      : (req: http.IncomingMessage, res: http.ServerResponse) =>
          readFast(req, res) || searchFast(req, res) || beaconFast(req, res);
  // GraphQL is served ahead of Express (see graphql/endpoint.ts), everything else by Express.
  const site: http.RequestListener = (req, res) => {
    const isGraphQL = isGraphQLPath(req.url);
    cancelStalledBodies(req, res, config.bodyIdleTimeoutMs, isGraphQL ? 'graphql' : 'v1');
    if (isGraphQL) graphql(req, res);
    else if (!fastRead(req, res)) app(req, res);
  };
  server.on('request', site);

  app.use('/api/v1', v1Router(deps));
  app.use('/feeds/following', followingFeedRoutes(deps));
  app.use('/feeds', feedsRoutes(deps));
  app.use(sitemapRoutes(deps));
  // The public catalogue: OPDS feeds for comic apps and CBZ downloads (docs/opds-and-cbz.md).
  app.use('/opds', opdsRoutes(deps));
  app.use('/download', downloadRoutes(deps));
  // The daily digest's signed unsubscribe links.
  app.use('/api/notifications', inboxRoutes(deps));
  app.use('/api', (req, res) => {
    res
      .status(404)
      .json({ status: 'fail', message: `Can't find ${req.originalUrl} on this server` });
  });

  // Errors outside the v1 router (its rate limit, feeds): an unreachable engine is a 503, a
  // value the database refused a 400.
  app.use('/', ((error, _req, res, next) => {
    if (isBadDataError(error))
      res.status(400).json({ status: 'fail', message: MESSAGES.unstorableValue });
    else if (!sendUnavailable(error, res)) next(error);
  }) as express.ErrorRequestHandler);

  // The built web app; client-side routes get index.html with their head rendered in and
  // their status (404 for unknown routes and works), see modules/web-head.
  const indexHtml = path.join(config.webDistDir, 'index.html');
  const serviceWorkerFile = path.join(config.webDistDir, 'sw.js');
  if (fs.existsSync(indexHtml)) {
    // The build's brotli and gzip copies of its text assets, when the browser takes them.
    app.use('/assets', precompressedAssets(path.join(config.webDistDir, 'assets')));
    app.use(
      express.static(config.webDistDir, {
        index: false,
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`))
            res.setHeader('Cache-Control', IMMUTABLE_CACHE);
          // The service worker (docs/reader-offline.md): a new deploy's worker is picked up on
          // the next visit. At the site root its scope is the whole site, so no
          // Service-Worker-Allowed header is needed.
          else if (file === serviceWorkerFile) res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
    // The public pages rendered on the server (modules/web-head/ssr.ts): the web's server
    // bundle beside dist/, its queries run here by Apollo with an anonymous request scope.
    const renderer = config.ssr.enabled
      ? new WebRenderer({
          bundlePath: path.join(path.dirname(config.webDistDir), 'dist-server', 'entry-server.js'),
          timeoutMs: config.ssr.timeoutMs,
          log: deps.log,
          execute: (ip) => {
            const scope = openRequestScope(deps, undefined, ip);
            return async (operation) => {
              const response = await apollo.executeOperation(operation, {
                contextValue: await scope,
              });
              if (response.body.kind !== 'single')
                throw new Error('Incremental answers are not rendered');
              return response.body.singleResult;
            };
          },
        })
      : undefined;
    app.get('/{*path}', webAppFallback(deps, indexHtml, renderer));
  } else {
    app.get('/', (_req, res) => {
      res
        .type('text')
        .send(
          'Panelhouse API is running. Build the web app with `npm run build` to serve it here.',
        );
    });
  }

  return {
    app: site,
    server,
    stop: async () => {
      await apollo.stop();
    },
  };
}
