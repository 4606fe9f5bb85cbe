import { fileURLToPath } from 'node:url';
import { type Db, type DbHandle, openDb } from '@webku/db';
import type { Logger } from 'pino';
import { createApp } from './app';
import { deleteEndedBookings } from './bookings/booking-retention';
import { type Config, ConfigError } from './config';
import { seedDemo } from './demo/seed-demo';
import { createRateLimitStore } from './http/rate-limits/rate-limit-store';
import { CHECK_DNS_JOB, checkDnsJob, scheduleDnsRechecks } from './jobs/check-dns.job';
import { confirmOrderPaymentJob } from './jobs/confirm-order-payment.job';
import { GENERATE_SITE_JOB, generateSiteJob } from './jobs/generate-site.job';
import { JobLanes, JobRunner } from './jobs/job-runner';
import { PURGE_EDGE_JOB, purgeEdgeJob, purgeOnChange } from './jobs/purge-edge.job';
import { registerDomainJob } from './jobs/register-domain.job';
import { deleteOldOrders } from './orders/order-retention';
import { CONFIRM_ORDER_PAYMENT_JOB, createOwnerPayments, paymentKeysStored } from './payments/owner-payments';
import { createContentProvider } from './providers/content/index';
import { createDnsChecker } from './providers/dns/index';
import { createEdgeCache } from './providers/edge/index';
import { createRegistrar } from './providers/registrar/index';
import { seedPlans } from './resources/plans/seed-plans';
import { PublicCache } from './resources/public/public-cache';
import { SheetCache } from './resources/qr-kit/qr-kit-sheet-cache';
import { PageCache } from './resources/site/page-cache';
import { REGISTER_DOMAIN_JOB } from './resources/subscriptions/domain-registration';
import { pruneActivity } from './resources/team/activity';
import { Visits } from './resources/visits/visits';
import { ChangeFeed } from './site-content/change-feed';
import { checkStoredRichText } from './site-content/check-stored-rich-text';
import { ContentChanges } from './site-content/content-changes';
import { createSiteContent } from './site-content/site-content';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

// What is kept for a set time only: ended bookings, orders and the lines of the team's record, deleted
// at start and then every hour.
function startRetention(
  db: Db,
  logger: Logger,
  { bookingDays, orderDays, auditDays }: { bookingDays: number; orderDays: number; auditDays: number },
) {
  const sweep = async () => {
    try {
      const deleted = await deleteEndedBookings(db, Date.now(), bookingDays);
      if (deleted > 0) logger.info({ deleted }, 'ended bookings past the retention time deleted');
      const orders = await deleteOldOrders(db, Date.now(), orderDays);
      if (orders > 0) logger.info({ deleted: orders }, 'orders past the retention time deleted');
      const pruned = await pruneActivity(db, auditDays);
      if (pruned > 0) logger.info({ pruned }, 'team record lines past the retention time deleted');
    } catch (error) {
      logger.error({ err: error }, 'deleting data past its retention time failed');
    }
  };
  void sweep();
  const timer = setInterval(sweep, 3_600_000);
  timer.unref();
  return timer;
}

export type Webku = Awaited<ReturnType<typeof buildWebku>>;

// Composition root: database, cache, job runner and the HTTP app, wired from one Config.
export async function buildWebku(config: Config, logger: Logger, options: { handle?: DbHandle } = {}) {
  const handle = options.handle ?? (await openDb(config.database));
  // Owners' keys are sealed under PAYMENT_KEYS_SECRET: without it they could never be opened again.
  if (config.isProduction && !config.ownerPayments.keysSecret && (await paymentKeysStored(handle.db))) {
    if (!options.handle) await handle.close();
    throw new ConfigError(
      'Invalid configuration: PAYMENT_KEYS_SECRET is required: owners have connected payment gateways.',
    );
  }
  const changes = new ContentChanges();
  const content = createSiteContent(handle.db, changes);
  // Other instances' writes reach this one over PostgreSQL; PGlite is one process, nothing to hear.
  const feed =
    handle.driver === 'postgres' && handle.url
      ? new ChangeFeed(handle.db, changes, logger.child({ component: 'change-feed' }), {
          url: handle.url,
          minBackoffMs: config.changeFeedRetryMs,
        })
      : null;
  await feed?.start();
  const cache = new PublicCache(config.caches.payloadEntries);
  const pages = new PageCache(config.caches.pageBytes);
  const registrar = createRegistrar(config.registrar);
  // A shared cache in front (CDN_PROVIDER): every change to a site purges its pages there.
  const edge = createEdgeCache(config.edge);
  const purge =
    edge && config.edge.provider !== 'none'
      ? purgeOnChange(
          handle.db,
          config.edge.purgeDelayMs,
          () => edgeLane?.kick(),
          (error) => logger.error({ err: error }, 'edge purge not scheduled'),
        )
      : undefined;
  if (purge) changes.onChange((companyId) => purge(companyId));
  const ownerPayments = createOwnerPayments({
    db: handle.db,
    config: config.ownerPayments,
    publicBaseUrl: config.publicBaseUrl,
    logger: logger.child({ component: 'owner-payments' }),
    kickJobs: () => runner.kick(),
  });
  // Purges run in their own lane: a change reaches the edge without waiting for a site's generation.
  const edgeLane =
    edge &&
    new JobRunner(
      handle.db,
      { [PURGE_EDGE_JOB]: purgeEdgeJob(edge) },
      logger.child({ component: 'jobs' }),
      config.jobs,
    );
  const mainLane = new JobRunner(
    handle.db,
    {
      [GENERATE_SITE_JOB]: generateSiteJob(createContentProvider(config.content), content),
      [CHECK_DNS_JOB]: checkDnsJob(createDnsChecker(config.dns), config.dns, changes, purge),
      [CONFIRM_ORDER_PAYMENT_JOB]: confirmOrderPaymentJob(ownerPayments, config.ownerPayments.reconcileMs),
      ...(registrar && {
        [REGISTER_DOMAIN_JOB]: registerDomainJob(registrar, {
          platformIpv4: config.dns.platformIpv4,
          cnameTarget: config.dns.cnameTarget,
          retryMs: config.registrar.retryMs,
          maxAttempts: config.registrar.maxAttempts,
        }),
      }),
    },
    logger.child({ component: 'jobs' }),
    config.jobs,
  );
  const runner = new JobLanes(edgeLane ? [mainLane, edgeLane] : [mainLane]);
  const visits = new Visits(handle.db, logger.child({ component: 'visits' }), config.visitsFlushMs);
  const qrKitSheets = new SheetCache(config.qrKit);
  const { app, front, prerender } = createApp({
    config,
    db: handle.db,
    logger,
    content,
    cache,
    pages,
    onSiteCreated: () => runner.kick(),
    webDistDir: config.webDistDir ?? defaultWebDist,
    rateLimitStore: await createRateLimitStore(handle.pool),
    visits,
    qrKitSheets,
    ownerPayments,
  });
  await seedPlans(handle.db);
  await scheduleDnsRechecks(handle.db);
  if (config.demoSeed) await seedDemo(handle.db, logger);
  await checkStoredRichText(handle.db, logger);
  visits.start();
  const retention = startRetention(handle.db, logger.child({ component: 'retention' }), {
    bookingDays: config.bookingRetentionDays,
    orderDays: config.orderRetentionDays,
    auditDays: config.team.auditKeepDays,
  });
  return {
    app,
    /** Node's request listener answers these before the app (the visit beacon): see createHttpServer. */
    front,
    db: handle.db,
    content,
    cache,
    pages,
    runner,
    visits,
    close: async () => {
      clearInterval(retention);
      prerender.close();
      await prerender.idle();
      await runner.stop();
      await feed?.stop();
      await qrKitSheets.close();
      // The counts still in memory are written before the database closes.
      await visits
        .stop()
        .catch((error: unknown) => logger.error({ err: error }, 'visit statistics lost at shutdown'));
      if (!options.handle) await handle.close();
    },
  };
}
