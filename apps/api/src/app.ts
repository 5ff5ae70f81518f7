/**
 * Builds the Fastify app: external plugins, then app plugins, then routes under `/v1`
 * (the fastify/demo order). The web app is mounted separately by `server.ts`, so tests can drive
 * the API alone with `app.inject`.
 */
import { createServer } from "node:http";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { Database, Db } from "@lapak/db";
import { newId } from "@lapak/db";
import "@lapak/shared/zod";
import Fastify, { type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { appQueues, registerAppJobs } from "./app-jobs";
import type { Config } from "./env";
import { createDisbursementService } from "./integrations/disbursements/create-disbursement";
import { createCityLookup } from "./integrations/geoip/city-lookup";
import { createMailer, type Mailer } from "./integrations/mail/mailer";
import { createGateway } from "./integrations/payments/create-gateway";
import type { PaymentGateway } from "./integrations/payments/gateway";
import { createMemoryPubSub } from "./integrations/pubsub/pubsub";
import { createRedisPubSub } from "./integrations/pubsub/redis-pubsub";
import { createRedisConnections } from "./integrations/redis/connections";
import { createStorage } from "./integrations/storage/create-storage";
import type { Storage } from "./integrations/storage/storage";
import { createWhatsapp } from "./integrations/whatsapp/cloud";
import { AppError } from "./lib/app-error";
import { databaseErrorForLog } from "./lib/database-unavailable";
import type { Deps } from "./lib/deps";
import { createJobQueue, type JobQueue } from "./lib/jobs/job-queue";
import { queuedMailer } from "./lib/jobs/send-email";
import { loggerOptions } from "./lib/logger-options";
import { openapiTransform, openapiTransformObject, securitySchemes } from "./lib/openapi-document";
import { installReadiness, pingDatabase } from "./lib/readiness";
import { requestLoad, trackRequestLoad } from "./lib/request-load";
import { announceStorefrontChange, createStorefrontEvents } from "./lib/storefront-events";
import { fastifyTrustProxy } from "./lib/trust-proxy";
import { accountRoutes } from "./modules/account/routes";
import { activationRoutes } from "./modules/activation/routes";
import { adminSellerRoutes } from "./modules/admin-sellers/routes";
import { referralLinkHook } from "./modules/affiliates/referral-link";
import { affiliateRoutes } from "./modules/affiliates/routes";
import { authRoutes } from "./modules/auth/routes";
import { backupRoutes } from "./modules/backups/routes";
import { balanceRoutes } from "./modules/balance/routes";
import { blogRoutes } from "./modules/blog/routes";
import { broadcastRoutes } from "./modules/broadcasts/routes";
import { certificateRoutes } from "./modules/certificates/routes";
import { checkoutRoutes } from "./modules/checkout/routes";
import { coachingRoutes } from "./modules/coaching/routes";
import { courseRoutes } from "./modules/courses/routes";
import { discountRoutes } from "./modules/discounts/routes";
import { downloadRoutes } from "./modules/downloads/routes";
import { eventRoutes } from "./modules/events/routes";
import { announceEventSeats } from "./modules/events/seat-announcements";
import { feedbackRoutes } from "./modules/feedback/routes";
import { learningRoutes } from "./modules/learning/routes";
import { ledgerRoutes } from "./modules/ledger/routes";
import { libraryRoutes } from "./modules/library/routes";
import { mediaRoutes } from "./modules/media/routes";
import { membershipRoutes } from "./modules/memberships/routes";
import { orderRoutes } from "./modules/orders/routes";
import { paymentMethodRoutes } from "./modules/payment-methods/routes";
import { paymentWebhookRoutes } from "./modules/payment-webhooks/routes";
import { sandboxRoutes } from "./modules/payment-webhooks/sandbox-routes";
import { platformRoutes } from "./modules/platform/routes";
import { productUpdateRoutes } from "./modules/product-updates/routes";
import { productRoutes } from "./modules/products/routes";
import { refundRoutes } from "./modules/refunds/routes";
import { reviewRoutes } from "./modules/reviews/routes";
import { sellerRoutes } from "./modules/sellers/routes";
import { statusStreamRoutes } from "./modules/status-stream/routes";
import { createTransactionEvents, withSeatAnnouncements } from "./modules/status-stream/transaction-events";
import { storefrontRoutes } from "./modules/storefront/routes";
import { trackingRoutes } from "./modules/tracking/routes";
import { trafficRoutes } from "./modules/traffics/routes";
import { notificationSettingsRoutes, whatsappWebhookRoutes } from "./modules/whatsapp/routes";
import { auth } from "./plugins/auth";
import { errorHandler } from "./plugins/error-handler";
import { rateLimits } from "./plugins/rate-limit";
import { securityHeaders } from "./plugins/security-headers";
import { installJsonCache } from "./web/json-cache";
import { PageCache } from "./web/page-cache";
import { PageStore } from "./web/page-store";
import { installPageCache, pageCacheFrontDoor } from "./web/serve-cached-page";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    /** Where uploads live (local disk or S3); its `check()` is the `storage` readiness check. */
    storage: Storage;
    jobs: JobQueue;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /**
   * The transport the `send-email` worker hands messages to; defaults to SMTP or the outbox per
   * config. Use cases never call it: they enqueue through the app's queued mailer (ADR 0014).
   */
  mailer?: Mailer;
  /** Whether this app runs the scheduled jobs (default true; tests that are not about them say false). */
  schedules?: boolean;
  /** Log level and destination (tests collect lines); `false` for none. Defaults to stdout at LOG_LEVEL. */
  logger?: false | { level?: string; stream?: DestinationStream };
  /** Defaults to the gateway `PAYMENT_GATEWAY` names; tests pass one that fails on purpose. */
  gateway?: PaymentGateway;
}

/** Creates the app (not listening). Call `app.ready()` or `listen()` next. */
export async function buildApp({ config, database, mailer, logger, gateway, schedules }: BuildAppOptions) {
  // Anonymous storefront and product HTML (DESIGN §6): hits are answered by the server's own request
  // listener before Fastify sees them; `mountWeb` fills the cache.
  const pageCache = new PageCache({ maxEntries: config.pageCacheMaxEntries });
  const app = Fastify({
    serverFactory: (handler) => {
      const server = createServer(pageCacheFrontDoor(pageCache, handler));
      // What Fastify sets on the server it would have made itself.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    // No secrets in logs (DESIGN §6): lib/logger-options.ts, also when a test chooses the stream.
    logger:
      logger === false ? false : loggerOptions({ level: logger?.level ?? config.logLevel, stream: logger?.stream }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : newId();
    },
    bodyLimit: 1024 * 1024,
    // Errors Fastify raises before routing (a URL with broken percent-encoding) skip
    // setErrorHandler; answer them in the same envelope instead of Fastify's English default.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      reply.header("x-request-id", request.id);
      reply.status(400).send({ message: "Permintaan tidak valid", code: "bad_request" });
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const transport =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: `${config.dataDir}/outbox`,
      logger: app.log,
    });
  // Background jobs (ADR 0014): started when the app is ready; on close the workers finish the job
  // they hold, then stop, before the transport closes (server.ts closes the database last).
  // Jobs step aside while requests keep the app busy (ADR 0033); counted by hooks added below.
  const load = requestLoad();
  const jobs = createJobQueue({
    database,
    config,
    log: app.log,
    queues: appQueues(config),
    schedules,
    requestLoad: load,
  });
  const deps: Deps = { db: database.db, config, mailer: queuedMailer(jobs), jobs };
  app.decorate("db", deps.db);
  app.decorate("config", config);
  app.decorate("mailer", deps.mailer);
  app.decorate("jobs", jobs);
  // A PostgreSQL restart or failover drops the pool's connections: logged here, never fatal; requests
  // answer 503 meanwhile (plugins/error-handler.ts) and the pool reconnects once it is back.
  const stopReporting = database.onConnectionError((error) =>
    app.log.warn({ err: databaseErrorForLog(error) }, "database connection lost"),
  );
  app.addHook("onClose", async () => stopReporting());
  installReadiness(app).add("database", () => pingDatabase(database.db));
  const storage = await createStorage(config);
  app.decorate("storage", storage);
  app.readiness.add("storage", async () => storage.check?.());
  app.addHook("onClose", async () => storage.close?.());
  const paymentGateway = gateway ?? createGateway(config);
  const whatsapp = createWhatsapp(config);
  const disbursement = createDisbursementService(config);
  registerAppJobs(jobs, {
    ...deps,
    transport,
    gateway: paymentGateway,
    disbursement,
    log: app.log,
    database,
    storage,
    whatsapp,
    // Decorated below; read when a job runs, after the app is ready.
    publish: (change) => app.transactionEvents.publish(change),
    announceStorefront: (seller) => announceStorefrontChange(app.storefrontEvents, seller),
  });
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => {
    await jobs.stop();
    transport.close();
  });
  const cityOf = createCityLookup({ disabled: config.geoipDisabled });
  // With REDIS_URL: one command and one subscriber connection per instance, shared by the rate
  // limits, the page cache and the pub/sub between instances (ADR 0015); else all in this process.
  const redis = config.redisUrl
    ? createRedisConnections({ url: config.redisUrl, prefix: config.redisPrefix, log: app.log })
    : undefined;
  const pubsub = redis ? createRedisPubSub(redis) : createMemoryPubSub();
  app.addHook("onClose", async () => {
    await pubsub.close();
    await redis?.close();
  });
  app.decorate(
    "transactionEvents",
    withSeatAnnouncements(createTransactionEvents(pubsub, app.log), (id) =>
      announceEventSeats(deps.db, app.storefrontEvents, id),
    ),
  );
  app.decorate("storefrontEvents", createStorefrontEvents());
  // First of all hooks: a cached public page is answered before the session, CSP or helmet run.
  const shareable = redis && config.pageCacheMaxEntries > 0;
  const pageStore = new PageStore(pageCache, shareable ? { redis, pubsub, log: app.log } : { log: app.log });
  installPageCache(app, pageStore);
  // Then the public JSON reads (sellers, products, blog) that miss it fill it (ADR 0029).
  installJsonCache(app, pageStore);
  trackRequestLoad(app, load);
  // Affiliate links (ADR 0050): the `lapak_ref` cookie, then the page without `ref`.
  app.addHook("onRequest", referralLinkHook(deps.db, { secure: config.appUrl.startsWith("https:") }));

  // External plugins.
  await app.register(cookie, { secret: config.appSecret });
  await app.register(securityHeaders, { config });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false, // set per response with a nonce by securityHeaders
    // Same-origin forms posted before hydration must carry an Origin (CSRF checks); nothing leaks
    // to other sites.
    referrerPolicy: { policy: "same-origin" },
    // Google's sign-in popup must be able to answer the page that opened it.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    // No page of the app is framed, not even by the app itself: DENY, as the CSP's
    // `frame-ancestors 'none'` says (plugins/security-headers.ts) for browsers that read only one.
    xFrameOptions: { action: "deny" },
  });
  await app.register(cors, { origin: config.allowedOrigins, credentials: true });
  await app.register(swagger, {
    openapi: {
      info: { title: "Lapak API", version: "1.0.0", description: "API Lapak — Toko Digital Kreator Indonesia" },
      servers: [{ url: config.appUrl }],
      components: { securitySchemes },
    },
    // Operation ids, summaries, security and the shared error answers (lib/openapi-document.ts).
    transform: openapiTransform(app),
    transformObject: openapiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/v1/docs" });

  // App plugins.
  await app.register(errorHandler);
  await app.register(rateLimits, { config, redis: redis?.client });
  await app.register(auth, { config });

  // Routes.
  await app.register(
    async (v1) => {
      await v1.register(authRoutes, deps);
      await v1.register(sellerRoutes, deps);
      await v1.register(mediaRoutes, { ...deps, storage });
      await v1.register(productRoutes, deps);
      await v1.register(courseRoutes, { ...deps, storage });
      await v1.register(eventRoutes, deps);
      await v1.register(coachingRoutes, deps);
      await v1.register(discountRoutes, deps);
      await v1.register(storefrontRoutes, { ...deps, cityOf });
      await v1.register(trafficRoutes, { ...deps, cityOf });
      // The money core, one room each (ARCHITECTURE.md "Inside the API"). The sandbox's pay button
      // moves money without a payment: it exists only while the sandbox is the gateway (never under
      // STRICT_CONFIG, which refuses the sandbox at boot).
      const paymentDeps = { ...deps, gateway: paymentGateway, storage };
      await v1.register(paymentWebhookRoutes, paymentDeps);
      await v1.register(downloadRoutes, paymentDeps);
      if (paymentGateway.name === "sandbox") await v1.register(sandboxRoutes, paymentDeps);
      await v1.register(orderRoutes, paymentDeps);
      await v1.register(statusStreamRoutes, paymentDeps);
      await v1.register(paymentMethodRoutes, paymentDeps);
      await v1.register(checkoutRoutes, paymentDeps);
      await v1.register(ledgerRoutes, paymentDeps);
      await v1.register(accountRoutes, deps);
      await v1.register(notificationSettingsRoutes, { ...deps, whatsapp });
      await v1.register(whatsappWebhookRoutes, { ...deps, whatsapp });
      await v1.register(trackingRoutes, deps);
      await v1.register(balanceRoutes, { ...deps, disbursement, gateway: paymentGateway });
      await v1.register(refundRoutes, { ...deps, gateway: paymentGateway });
      await v1.register(adminSellerRoutes, deps);
      await v1.register(activationRoutes, { ...deps, storage });
      await v1.register(feedbackRoutes, deps);
      await v1.register(blogRoutes, deps);
      await v1.register(libraryRoutes, deps);
      await v1.register(learningRoutes, { ...deps, storage });
      await v1.register(membershipRoutes, { ...deps, storage, sandbox: paymentGateway.name === "sandbox" });
      await v1.register(certificateRoutes, deps);
      await v1.register(reviewRoutes, deps);
      await v1.register(productUpdateRoutes, deps);
      await v1.register(broadcastRoutes, deps);
      await v1.register(affiliateRoutes, deps);
      await v1.register(platformRoutes, { ...deps, databaseKind: database.kind });
      await v1.register(backupRoutes, { ...deps, database, storage });
      v1.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      // Unknown paths under /v1 answer JSON, never the web app's HTML 404.
      v1.all("/*", { schema: { hide: true } }, async () => {
        throw new AppError("not_found", "Endpoint tidak ditemukan");
      });
    },
    { prefix: "/v1" },
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
