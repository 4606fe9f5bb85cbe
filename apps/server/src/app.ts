import {
  API_ROUTE_TABLE,
  rowSectionApiRoutes,
  SECTION_KEYS,
  SECTIONS,
  type SectionKey,
} from '@webku/contract';
import type { Db } from '@webku/db';
import { bioButtons } from '@webku/site';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import { authRoutes } from './auth/auth.routes';
import { requireAuth } from './auth/bearer';
import { devSignInRoutes } from './auth/dev-sign-in.routes';
import { HostSignIn } from './auth/host-sign-in';
import { hostSignInRoutes } from './auth/host-sign-in.routes';
import { routeLookup } from './auth/route-access';
import { SignInService } from './auth/sign-in.service';
import { SIGN_IN_CALLBACK_PATH, signInRedirectRule } from './auth/sign-in-redirect';
import { backupRoutes } from './backup/backup.routes';
import { restorePointGuard } from './backup/restore-point-guard';
import { RestorePoints } from './backup/restore-points';
import { createBookings } from './bookings/bookings';
import type { Config } from './config';
import { NotFoundError, PayloadTooLargeError } from './errors';
import { clientIp } from './http/client-ip';
import { compressText } from './http/compress-text';
import type { AppEnv } from './http/context';
import { edgeHeaders } from './http/edge-headers';
import { handleError } from './http/error-handler';
import { noStore } from './http/no-store';
import { publishSiteWrites } from './http/publish-site-writes';
import { rateLimitGuards } from './http/rate-limits/guards';
import type { RateLimitStore } from './http/rate-limits/rate-limit-store';
import { createRateLimits } from './http/rate-limits/rate-limits';
import { requestContext } from './http/request-context';
import type { FrontListener } from './http/server-options';
import { imageVariants } from './images/image-variants';
import { createOrders } from './orders/orders';
import type { OwnerPayments } from './payments/owner-payments';
import { DevSandboxIdentityProvider } from './providers/identity/dev-sandbox';
import type { IdentityProvider } from './providers/identity/identity-provider';
import { OidcIdentityProvider } from './providers/identity/oidc';
import { createStorageProvider } from './providers/storage/index';
import { ID } from './resources/admin-content/admin-handlers';
import { bioLinksRoutes } from './resources/bio-links/bio-links.routes';
import {
  adminBookingRoutes,
  type BookingLimits,
  publicBookingRoutes,
} from './resources/bookings/bookings.routes';
import { dashboardRoutes } from './resources/dashboard/dashboard.routes';
import { descriptionReadingRoutes } from './resources/description-reading/description-reading.routes';
import { mediaRoutes } from './resources/media/media.routes';
import { shareImageRoutes } from './resources/media/share-image.routes';
import { menuRoutes } from './resources/menu/menu.routes';
import { merchandiseRoutes } from './resources/merchandise/merchandise.routes';
import { newsRoutes } from './resources/news/news.routes';
import { oneRowSectionRoutes } from './resources/one-row-sections/one-row-section.routes';
import { adminOrderRoutes, publicOrderRoutes } from './resources/orders/orders.routes';
import {
  paymentSettingsRoutes,
  paymentWebhookRoutes,
  receiptRoutes,
} from './resources/payments/owner-payments.routes';
import { publicRoutes } from './resources/public/public.routes';
import { PublicService } from './resources/public/public.service';
import type { PublicCache } from './resources/public/public-cache';
import { qrKitRoutes } from './resources/qr-kit/qr-kit.routes';
import type { SheetCache } from './resources/qr-kit/qr-kit-sheet-cache';
import { rowSectionRoutes } from './resources/row-sections/row-section.routes';
import { setupRoutes } from './resources/setup/setup.routes';
import type { PageCache } from './resources/site/page-cache';
import { PRERENDER_DELAY_MS, prerenderOnChange } from './resources/site/prerender-on-change';
import { RenderedPages, renderFingerprint } from './resources/site/rendered-pages';
import { siteRoutes } from './resources/site/site.routes';
import { siteAssets } from './resources/site/site-assets.routes';
import { SitePagesService } from './resources/site/site-pages.service';
import { storesRoutes } from './resources/stores/stores.routes';
import { subscriptionModule } from './resources/subscriptions/subscription-module';
import { recordChanges } from './resources/team/activity';
import { TeamService } from './resources/team/team';
import { teamRoutes } from './resources/team/team.routes';
import { tlsAskRoutes } from './resources/tls/tls-ask.routes';
import { translationRoutes } from './resources/translations/translations.routes';
import { uploadRoutes } from './resources/upload/upload.routes';
import { linkedPlatforms } from './resources/visits/linked-platforms';
import type { Visits } from './resources/visits/visits';
import { beaconListener, visitRoutes } from './resources/visits/visits.routes';
import { vitalsAdminRoutes, vitalsBeaconRoutes, vitalsListener } from './resources/vitals/vitals.routes';
import { webSettingsRoutes } from './resources/web-settings/web-settings.routes';
import { readBioButtons } from './site-content/bio-links';
import { loadCompanyArt } from './site-content/company-art';
import type { SiteContent } from './site-content/site-content';
import { readSiteTimeZone } from './site-content/site-time-zone';
import { webAppFallback, webAppStatic } from './static/web-app';
import { CustomDomains } from './tenancy/custom-domains';
import { hostGuard } from './tenancy/host-guard';
import { type HostRules, parseHost } from './tenancy/parse-host';
import { findCompanyById } from './tenancy/resolve-tenant';
import { TenantDirectory } from './tenancy/tenant-directory';

export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  content: SiteContent;
  cache: PublicCache;
  pages: PageCache;
  onSiteCreated: () => void;
  webDistDir: string;
  rateLimitStore: RateLimitStore;
  visits: Visits;
  qrKitSheets: SheetCache;
  ownerPayments: OwnerPayments;
};

// At most this many companies' link-in-bio buttons are remembered for their taps (all forgotten when full).
const BIO_IDS_MAX_COMPANIES = 10_000;

const RESERVED_SUBDOMAINS = ['www', 'api', 'admin', 'app', 'auth', 'static', 'assets', 'media', 'mail'];

export function createApp({
  config,
  db,
  logger,
  content,
  cache,
  pages,
  onSiteCreated,
  webDistDir,
  rateLimitStore,
  visits,
  qrKitSheets,
  ownerPayments,
}: AppDeps) {
  const hostRules: HostRules = {
    platformHost: config.platformHost,
    previewHostSuffixes: config.previewHostSuffixes,
    singleSiteSlug: config.singleSiteSlug,
    reservedSubdomains: RESERVED_SUBDOMAINS,
  };
  const callbackUri = `${config.publicBaseUrl}/api/auth/google/callback`;
  const devSandbox = config.devSignIn
    ? new DevSandboxIdentityProvider(`${config.publicBaseUrl}/api/auth/dev/sign-in`)
    : null;
  const identity: IdentityProvider | null = config.oidc ? new OidcIdentityProvider(config.oidc) : devSandbox;
  const signIn = identity && new SignInService(db, identity, callbackUri, config.sessionTtlMs);
  if (!identity) logger.warn('no sign-in: set OIDC_CLIENT_ID/OIDC_CLIENT_SECRET, or DEV_SIGN_IN=true');

  const storage = createStorageProvider(config.storage);
  const rateLimits = createRateLimits(rateLimitStore, config.rateLimits);
  const limits = rateLimitGuards(rateLimits, config.trustedProxies);
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(requestContext(logger));
  app.use(hostGuard());
  // Text above 1 KB travels compressed: the public payload is about 27 KB raw, a built-in SVG 9 KB.
  app.use(compressText());
  // A site's cacheable answers carry its tag to the shared cache in front, when there is one.
  app.use(edgeHeaders(config.edge));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Only the click-to-load store map (Google Maps embed) may be framed.
        frameSrc: ['https://www.google.com'],
        frameAncestors: ["'none'"],
        // A booking request is a form answered with the WhatsApp chat (wa.me sends on to api.whatsapp.com).
        formAction: [
          "'self'",
          'https://wa.me',
          'https://api.whatsapp.com',
          ...(config.oidc ? [new URL(config.oidc.issuer).origin] : []),
        ],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.isProduction ? 'max-age=31536000; includeSubDomains' : false,
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Tokens and owner data: never kept by a browser cache or a proxy.
  app.use('/api/auth/*', noStore);
  app.use('/api/admin/*', noStore);
  const customDomains = new CustomDomains(db, { maxEntries: config.caches.tenantEntries });
  const directory = new TenantDirectory(db, {
    maxEntries: config.caches.tenantEntries,
    domains: customDomains,
    pages,
  });
  const hostSignIn = new HostSignIn({
    db,
    hostRules,
    publicBaseUrl: config.publicBaseUrl,
    sessionTtlMs: config.sessionTtlMs,
    routeCompanyId: async (route) => (await directory.byRoute(route))?.id ?? null,
  });
  const hostCompanyId = (host: string) => hostSignIn.hostCompanyId(host);
  // Who may call what: the contract's route table, with the routes of each section defined by its fields.
  const { routeOf, access } = routeLookup([
    ...API_ROUTE_TABLE,
    ...Object.keys(content.rowSections).flatMap((key) => rowSectionApiRoutes(key)),
  ]);
  // Every change made in a company's admin, by whoever made it, goes into the company's record.
  app.use('/api/admin/*', recordChanges(db, routeOf));
  // Every write made in a company's name reaches its cached pages, on every instance.
  app.use('/api/*', publishSiteWrites(content, routeOf));
  const auth = requireAuth(db, hostCompanyId, access);

  const api = new Hono<AppEnv>();
  api.use(
    bodyLimit({
      maxSize: config.maxJsonBytes,
      onError: () => {
        throw new PayloadTooLargeError();
      },
    }),
  );
  api.post('/auth/login', limits.login);
  api.post('/auth/google-auth-url', limits.signInUrl);
  api.route(
    '/auth',
    authRoutes({
      db,
      signIn,
      isAllowedRedirect: signInRedirectRule(config),
      defaultRedirect: `${config.publicBaseUrl}${SIGN_IN_CALLBACK_PATH}`,
      secureCookies: config.publicBaseUrl.startsWith('https:'),
      sessionTtlMs: config.sessionTtlMs,
      clientIp: (c) => clientIp(c, config.trustedProxies),
      requireAuth: auth,
      publicSiteUrl: async (slug, companyId) => {
        const domain = await customDomains.activeDomain(companyId);
        if (domain) return `https://${domain}/`;
        const base = new URL(config.publicBaseUrl);
        return `${base.protocol}//${slug}.${config.platformHost}${base.port ? `:${base.port}` : ''}/`;
      },
    }),
  );
  api.route('/auth', hostSignInRoutes(db, hostSignIn, auth));
  if (devSandbox && signIn) {
    api.post('/auth/dev/sign-in', limits.devSignIn);
    api.route('/auth/dev/sign-in', devSignInRoutes(devSandbox, signIn, callbackUri));
  }
  const publicService = new PublicService(content, cache);
  api.route('/', publicRoutes(publicService, hostRules, directory));
  const bookings = createBookings({ db, publicBaseUrl: config.publicBaseUrl });
  const bookingLimits: BookingLimits = {
    request: (c) => rateLimits.bookings.take(clientIp(c, config.trustedProxies)),
    times: (c) => rateLimits.bookingTimes.take(clientIp(c, config.trustedProxies)),
  };
  // Orders paid online and booking deposits share the limits on new payments, per address and per site.
  const paying = {
    payments: ownerPayments,
    limit: async (c: Context<AppEnv>, companyId: number) => {
      await rateLimits.payments.take(clientIp(c, config.trustedProxies));
      await rateLimits.sitePayments.take(String(companyId));
    },
  };
  api.route('/', publicBookingRoutes(bookings, directory, bookingLimits, paying));
  const orders = createOrders(db);
  api.route(
    '/',
    publicOrderRoutes(
      orders,
      directory,
      (c) => rateLimits.orders.take(clientIp(c, config.trustedProxies)),
      paying,
    ),
  );
  api.route('/', receiptRoutes(ownerPayments, directory));
  api.route('/payments', paymentWebhookRoutes(ownerPayments));
  // onSiteCreated is the job runner's kick: a paid invoice queues a DNS check.
  const subscriptions = subscriptionModule({ config, db, logger, content, kickJobs: onSiteCreated });
  api.route('/subscriptions', subscriptions.publicRoutes);
  api.route('/payments', subscriptions.paymentRoutes);
  api.route('/internal/tls', tlsAskRoutes(db, hostRules, config.tlsAskSecret));

  const restorePoints = new RestorePoints({ db, site: content, storage });
  const admin = new Hono<AppEnv>();
  admin.use(auth);
  admin.post('/template-data-dummies/generate', limits.siteGeneration);
  admin.post(`/subscriptions/plans/${ID}/invoice`, limits.invoice);
  admin.get('/check-domain', limits.domainCheck);
  // Another name for a failed registration asks the registry too: it spends the same checks.
  admin.post(`/subscriptions/invoices/${ID}/domain`, limits.domainCheck);
  admin.route('/', setupRoutes(db, onSiteCreated));
  admin.route('/dashboard', dashboardRoutes(db, visits));
  admin.route('/vitals', vitalsAdminRoutes(db, visits));
  admin.route('/bookings', adminBookingRoutes(bookings));
  admin.route('/orders', adminOrderRoutes(orders));
  admin.route('/payments', paymentSettingsRoutes(ownerPayments));
  // The routes that change the site's content, each behind a restore point taken before its writes.
  const contentRoutes = (
    route: string,
    routes: Hono<AppEnv>,
    guard = restorePointGuard(db, restorePoints),
  ) => {
    admin.use(`/${route}/*`, guard);
    admin.route(`/${route}`, routes);
  };
  const listRoutes: Partial<Record<SectionKey, Hono<AppEnv>>> = {
    menu: menuRoutes(content, db),
    merchandise: merchandiseRoutes(content),
    news: newsRoutes(content),
    stores: storesRoutes(content),
  };
  const oneRowRoutes = (key: string) => {
    const oneRow = content.oneRowSections[key];
    return oneRow && oneRowSectionRoutes(oneRow.section, oneRow.service);
  };
  for (const key of SECTION_KEYS) {
    const routes = listRoutes[key] ?? oneRowRoutes(key);
    if (!routes) throw new Error(`Section '${key}' has no admin routes`);
    contentRoutes(SECTIONS[key].admin.route, routes);
  }
  for (const { section, rows, settings } of Object.values(content.rowSections)) {
    contentRoutes(section.key, rowSectionRoutes(section, rows, settings));
  }
  // "Dari deskripsi Anda": adding a phrase writes a menu item, so it takes the day's restore point too.
  contentRoutes('description-reading', descriptionReadingRoutes(content, db));
  contentRoutes(
    'web-settings',
    webSettingsRoutes(content, db),
    restorePointGuard(db, restorePoints, { watchTemplate: true }),
  );
  // "Link Bio": the link-in-bio page's arrangement, behind the day's restore point like the content.
  contentRoutes(
    'bio-links',
    bioLinksRoutes({
      db,
      write: content.write,
      publicService,
      siteUrl: (company) => sitePages.canonicalBase(company),
      today: async (companyId) => visits.today(await readSiteTimeZone(db, companyId)),
    }),
  );
  admin.get('/qr-kit/:sheet', limits.qrKit);
  admin.route(
    '/qr-kit',
    qrKitRoutes({
      db,
      storage,
      publicService,
      siteUrl: (company) => sitePages.canonicalBase(company),
      sheets: qrKitSheets,
    }),
  );
  admin.route('/subscriptions', subscriptions.adminRoutes);
  admin.route(
    '/team',
    teamRoutes(db, new TeamService(db, config.team), {
      invitationLimit: limits.teamInvitations,
      auditKeepDays: config.team.auditKeepDays,
    }),
  );
  admin.route('/translations', translationRoutes(db, config.content, limits.translationSuggestions, logger));
  admin.route('/', subscriptions.checkDomainRoutes);
  api.route('/admin', admin);
  api.all('*', () => {
    throw new NotFoundError('Alamat API tidak ditemukan');
  });
  // The buttons each link-in-bio page shows, for its taps: remembered until the company's site changes.
  const bioIds = new Map<number, Promise<ReadonlySet<string>>>();
  const readBioButtonIds = async (companyId: number): Promise<ReadonlySet<string>> => {
    const [payload, stored, art] = await Promise.all([
      publicService.payload(companyId),
      readBioButtons(db, companyId),
      loadCompanyArt(db, companyId),
    ]);
    const buttons = bioButtons({ payload, stored, basePath: '', art });
    return new Set(buttons.filter((button) => button.is_visible).map((button) => button.id));
  };
  const beacons = {
    visits,
    directory,
    limit: rateLimits.visits,
    trustedProxies: config.trustedProxies,
    linkedPlatforms: async (companyId: number) => {
      const site = await publicService.payload(companyId).catch((error: unknown) => {
        // A company whose site is not generated yet links nothing.
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      return linkedPlatforms(site ? [site.web_settings, ...site.stores] : []);
    },
    bioButtonIds: (companyId: number) => {
      let ids = bioIds.get(companyId);
      if (!ids) {
        if (bioIds.size >= BIO_IDS_MAX_COMPANIES) bioIds.clear();
        ids = readBioButtonIds(companyId).catch((error: unknown) => {
          bioIds.delete(companyId);
          if (error instanceof NotFoundError) return new Set<string>();
          throw error;
        });
        bioIds.set(companyId, ids);
      }
      return ids;
    },
  };
  app.route('/api', visitRoutes(beacons));
  app.route('/api', vitalsBeaconRoutes(beacons));
  // Before /api so its 1 MB JSON body limit does not apply; the upload routes set their own.
  app.route(
    '/api/admin/upload',
    uploadRoutes({
      db,
      storage,
      site: content,
      restorePoints,
      limits: config.uploads,
      fileLimit: limits.uploads,
      auth,
    }),
  );
  app.route(
    '/api/admin/data',
    backupRoutes({ db, storage, uploads: config.uploads, restorePoints, site: content }, auth),
  );
  app.route('/api', api);

  const shareImages = shareImageRoutes({ db, storage, publicService });
  app.route('/media/og', shareImages.routes);
  app.route('/media', mediaRoutes({ db, storage }));

  const modeASlug = async (host: string | undefined) => {
    const route = parseHost(host, hostRules);
    if (route.mode === 'B') return null;
    if (route.by === 'slug') return route.slug;
    return (await directory.byRoute(route))?.slug ?? null;
  };
  const assets = siteAssets();
  const sitePages = new SitePagesService({
    customDomains,
    publicService,
    pages,
    platformBaseUrl: config.publicBaseUrl,
    platformHost: config.platformHost,
    enhanceScriptUrl: assets.scriptUrl,
    bioScriptUrl: assets.bioScriptUrl,
    vitalsScript: () =>
      config.vitalsSample ? { url: assets.vitalsScriptUrl(), sample: config.vitalsSample } : null,
    imageSrcSet: (src) => imageVariants(src)?.srcSet,
    bioButtons: (companyId) => readBioButtons(db, companyId),
  });
  // Rendered pages are kept in the database for every instance, and made again after a write here.
  pages.keepIn(new RenderedPages(db, renderFingerprint(sitePages.renderSettings()), logger, content.observe));
  const prerender = prerenderOnChange({
    delayMs: PRERENDER_DELAY_MS,
    render: async (companyId, current) => {
      const company = await findCompanyById(db, companyId);
      if (!company) return;
      // A site on its own domain is visited there: its platform address only redirects.
      const domain = await customDomains.activeDomain(companyId);
      if (domain) {
        await sitePages.prerender(company, { basePath: '', via: { kind: 'domain', domain } }, current);
      } else if (!config.singleSiteSlug) {
        await sitePages.prerender(
          company,
          { basePath: `/${company.slug}`, via: { kind: 'platform' } },
          current,
        );
      } else if (config.singleSiteSlug === company.slug) {
        await sitePages.prerender(company, { basePath: '', via: { kind: 'platform' } }, current);
      }
    },
    onError: (error, companyId) => logger.warn({ err: error, companyId }, 'pages not rendered ahead'),
  });
  app.route('/', assets.routes);
  app.route('/', webAppStatic(webDistDir));
  // The one reaction to "the company's site changed", from a write here or (over the change feed) on
  // another instance: every cache of the company is dropped; resolves once its pages have caught up.
  content.onContentChanged(async (companyId, { here }) => {
    cache.invalidate(companyId);
    bioIds.delete(companyId);
    directory.forget(companyId);
    customDomains.invalidate(companyId);
    shareImages.invalidate(companyId);
    await pages.invalidate(companyId);
    if (here) prerender.changed(companyId);
  });
  // After the change feed was away: a slug or domain that found nothing (or something) may be stale.
  content.onResync(() => {
    directory.clear();
    customDomains.clear();
  });
  app.route(
    '/',
    siteRoutes({
      directory,
      hostRules,
      sitePages,
      publicService,
      customDomains,
      platformUrl: config.publicBaseUrl,
      permanentRedirects: config.isProduction,
      bookings,
      bookingLimits,
    }),
  );
  app.route(
    '/',
    webAppFallback(webDistDir, modeASlug, {
      platformUrl: config.publicBaseUrl,
      singleSite: Boolean(config.singleSiteSlug),
    }),
  );
  subscriptions.connect(app);
  // Requests answered in Node's listener before the app: the visit and field-speed beacons.
  const visitsFront = beaconListener(beacons, logger);
  const vitalsFront = vitalsListener(beacons, logger);
  const front: FrontListener = (req, res) => visitsFront(req, res) || vitalsFront(req, res);
  return { app, front, prerender };
}
