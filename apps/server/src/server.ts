import { fileURLToPath } from 'node:url';
import { type DbHandle, openDb } from '@webku/db';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { seedDemo } from './demo/seed-demo';
import { createRateLimitStore } from './http/rate-limits/rate-limit-store';
import { CHECK_DNS_JOB, checkDnsJob, scheduleDnsRechecks } from './jobs/check-dns.job';
import { GENERATE_SITE_JOB, generateSiteJob } from './jobs/generate-site.job';
import { JobRunner } from './jobs/job-runner';
import { createContentProvider } from './providers/content/index';
import { createDnsChecker } from './providers/dns/index';
import { seedPlans } from './resources/plans/seed-plans';
import { PublicCache } from './resources/public/public-cache';
import { PageCache } from './resources/site/page-cache';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type Webku = Awaited<ReturnType<typeof buildWebku>>;

// Composition root: database, cache, job runner and the HTTP app, wired from one Config.
export async function buildWebku(config: Config, logger: Logger, options: { handle?: DbHandle } = {}) {
  const handle = options.handle ?? (await openDb(config.database));
  const cache = new PublicCache();
  const pages = new PageCache();
  const content = createContentProvider(config.content);
  const runner = new JobRunner(
    handle.db,
    {
      [GENERATE_SITE_JOB]: generateSiteJob(content, (companyId) => cache.invalidate(companyId)),
      [CHECK_DNS_JOB]: checkDnsJob(createDnsChecker(config.dns), config.dns, (companyId) =>
        cache.invalidate(companyId),
      ),
    },
    logger.child({ component: 'jobs' }),
    config.jobs,
  );
  const app = createApp({
    config,
    db: handle.db,
    logger,
    cache,
    pages,
    onSiteCreated: () => runner.kick(),
    webDistDir: config.webDistDir ?? defaultWebDist,
    rateLimitStore: await createRateLimitStore(handle.pool),
  });
  await seedPlans(handle.db);
  await scheduleDnsRechecks(handle.db);
  if (config.demoSeed) await seedDemo(handle.db, logger);
  return {
    app,
    db: handle.db,
    cache,
    pages,
    runner,
    close: async () => {
      await runner.stop();
      if (!options.handle) await handle.close();
    },
  };
}
