import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { ReferenceArea } from './areas/reference-area.js';
import { allAreas } from './areas/registry.js';
import { readRetentionDays, startPruning } from './activity/log.js';
import { registerActivityRoutes } from './activity/routes.js';
import { loadCatalogue, type PermissionCatalogue } from './auth/catalogue.js';
import { authenticate } from './auth/guard.js';
import { startCheckpoints } from './db/checkpoints.js';
import { seedIfEmpty, writeSeedImages } from './db/seed.js';
import { openStore, type DataStore } from './db/store.js';
import { DEFAULT_APP_URL } from './http/app-url.js';
import { DASHBOARD_PREFIX, isDashboardRoute, isDirectory, sendDashboardShell, serveDashboard } from './http/dashboard-static.js';
import { HttpError, unauthenticated } from './http/errors.js';
import type { TrustProxy } from './http/trust-proxy.js';
import { ANONYMOUS_MULTIPART, registerMultipart } from './http/multipart.js';
import './http/request-context.js';
import { detectLang } from './i18n/lang.js';
import { t } from './i18n/messages.js';
import type { Mailer } from './mail/mailer.js';
import { readMailSettings } from './mail/transports.js';
import { registerBroadcastingAuthRoutes } from './realtime/broadcasting-auth.js';
import { readPusherConfig, type PusherConfig } from './realtime/config.js';
import { registerPusherHttpApi } from './realtime/http-api.js';
import { RealtimeHub } from './realtime/hub.js';
import { sessionWatch } from './realtime/session-holders.js';
import { registerAccessRoutes } from './routes/access.js';
import { registerActivationRoute } from './routes/activation.js';
import { registerContentRoutes } from './routes/content.js';
import { registerFinancialReportRoutes } from './routes/financial-reports.js';
import { registerInvoiceRoute } from './routes/invoices.js';
import type { AppContext } from './routes/context.js';
import { registerLookupRoutes } from './routes/lookups.js';
import { registerNotificationRoutes } from './routes/notifications.js';
import { registerPeopleRoutes } from './routes/people.js';
import { registerProfileRoutes } from './routes/profile.js';
import { registerReferenceAreaRoutes } from './routes/reference-areas.js';
import { registerSavedViewRoutes } from './routes/saved-views.js';
import { registerSearchRoutes } from './routes/search.js';
import { registerSentNotificationRoutes } from './routes/sent-notifications.js';
import { registerSessionRoutes } from './routes/session.js';
import { registerStatisticsRoute } from './routes/statistics.js';
import { registerTwoFactorRoutes } from './routes/two-factor.js';
import { completeThumbnails, LEGACY_UPLOADS_PREFIX, MAX_DOCUMENT_MB, MAX_IMAGE_MB, MAX_UPLOAD_MB, STORED_UPLOAD, UPLOADS_PREFIX } from './uploads/images.js';
import { takenAnswer } from './validation/unique-violation.js';

export const API_PREFIX = '/api/v1';
const MB = 1024 * 1024;
/** Bytes below which an API answer is sent as it is: compressing it would save less than it costs. */
export const API_COMPRESS_THRESHOLD = 1024;

export interface BuildAppOptions {
  readonly dbPath: string;
  /** The built dashboard (vite's dist/); served under /dashboard/ when it exists. */
  readonly staticDir?: string;
  readonly logger?: boolean;
  /** Reverse proxies allowed to name the client's address (TRUST_PROXY); none by default. */
  readonly trustProxy?: TrustProxy;
  /** Sends the reset codes; read from MAIL_TRANSPORT (default: the log transport) when absent. */
  readonly mailer?: Mailer;
  /** Also answer reset codes to the caller (RESET_CODE_IN_ANSWER=1 when absent): demonstrations only. */
  readonly resetCodeInAnswer?: boolean;
  /** The public address absolute URLs start with (readAppUrl); `http://localhost` by default. */
  readonly appUrl?: string;
  /** The Pusher application; read from the environment by default (readPusherConfig). */
  readonly pusher?: PusherConfig;
  /** Serve the demo call that raises marketplace events (DEMO_EVENTS=1 when absent); off by default. */
  readonly demoEvents?: boolean;
  /** Copy the write-ahead log into the database from a worker thread, not inside commits (the server does). */
  readonly backgroundCheckpoints?: boolean;
  /** Log every write (the activity log; on by default). Off only to measure what it costs (bench/write-cost.mjs). */
  readonly activityLog?: boolean;
  /** Days of activity entries kept (ACTIVITY_RETENTION_DAYS, default 365 when absent). */
  readonly activityRetentionDays?: number;
}

function areaName(area: ReferenceArea): string {
  return area.routes.style === 'rest' ? area.routes.base : (area.routes.list ?? area.routes.show ?? area.parent);
}

/** Every area must name a group of the catalogue, or its permissions could never be granted. */
function checkAreas(areas: readonly ReferenceArea[], catalogue: PermissionCatalogue): void {
  const groups = new Map(catalogue.groups.map((group) => [group.parent, group]));
  const switches = new Set<string>();
  for (const area of areas) {
    const group = groups.get(area.parent);
    if (!group) throw new Error(`area ${areaName(area)}: permission group "${area.parent}" is not in the catalogue`);
    const keys = [...area.extraFlags, ...area.actions.flatMap((action) => action.permissions)];
    for (const key of keys) {
      if (!group.keys.includes(key)) throw new Error(`area ${areaName(area)}: "${area.parent} ${key}" is not in the catalogue`);
    }
    for (const [parent, key] of area.readAlso) {
      if (!groups.get(parent)?.keys.includes(key)) {
        throw new Error(`area ${areaName(area)}: "${parent} ${key}" is not in the catalogue`);
      }
    }
    if (area.activation) {
      const name = `${area.activation.via} ${area.activation.type}`;
      if (switches.has(name)) throw new Error(`area ${areaName(area)}: activation type "${name}" is used twice`);
      switches.add(name);
    }
  }
}

function statusOf(error: FastifyError): number {
  return typeof error.statusCode === 'number' ? error.statusCode : 500;
}

/** Upload fields that take documents (their limit is larger than a picture's). */
const documentFields = new Set(allAreas.flatMap((area) => area.documentFields));

function registerErrorHandling(app: FastifyInstance, dashboardRoot: string | undefined): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body());
    // A unique index refused a write the checks let through (two requests at once): the value is taken.
    const taken = takenAnswer(error, request.lang);
    if (taken) return reply.code(422).send(taken.body());
    const status = statusOf(error);
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = (error as { part?: { fieldname?: unknown } }).part?.fieldname;
      const max = typeof field === 'string' && documentFields.has(field) ? MAX_DOCUMENT_MB : MAX_IMAGE_MB;
      const message = t(request.lang, 'fileTooLarge', { max });
      return reply.code(422).send(typeof field === 'string' ? { message, errors: { [field]: [message] } } : { message });
    }
    // Client mistakes Fastify detects itself (bad JSON, unsupported type): say what it said.
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error(error);
    return reply.code(500).send({ message: t(request.lang, 'serverError') });
  });

  // The reply is sent, not returned: when the static plugin hands a request over here,
  // a returned reply is awaited over and over (a listener each) until Node warns of a leak.
  app.setNotFoundHandler((request, reply): void => {
    if (dashboardRoot && isDashboardRoute(request)) {
      void sendDashboardShell(reply);
      return;
    }
    const notBuilt = !dashboardRoot && (request.url === '/' || request.url.startsWith(DASHBOARD_PREFIX));
    void reply.code(404).send({ message: t(request.lang, notBuilt ? 'dashboardNotBuilt' : 'routeNotFound') });
  });
}

async function registerApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (api) => {
      // Answers above a kilobyte go compressed to a client that accepts it (lists of many rows
      // shrink about tenfold); request bodies are never inflated, so size limits stay true.
      await api.register(fastifyCompress, { threshold: API_COMPRESS_THRESHOLD, globalDecompression: false });
      // API answers are data, never a page to render or sniff, nor to keep: they carry session
      // tokens, codes and personal data that no browser or proxy cache should hold.
      api.addHook('onSend', async (_request, reply) => {
        void reply.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
        if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-store');
      });
      // Every API route needs a session token unless it is marked public.
      api.addHook('onRequest', async (request) => {
        if (request.routeOptions.config.public === true) return;
        const admin = authenticate(ctx.store, request.headers.authorization);
        if (!admin) throw unauthenticated(request.lang);
        request.admin = admin;
      });
      registerSessionRoutes(api, ctx);
      registerProfileRoutes(api, ctx);
      registerAccessRoutes(api, ctx);
      registerLookupRoutes(api, ctx);
      registerActivationRoute(api, ctx, allAreas);
      registerReferenceAreaRoutes(api, ctx, allAreas);
      registerContentRoutes(api, ctx);
      registerPeopleRoutes(api, ctx);
      registerNotificationRoutes(api, ctx);
      registerStatisticsRoute(api, ctx);
      registerSentNotificationRoutes(api, ctx);
      registerFinancialReportRoutes(api, ctx);
      registerSavedViewRoutes(api, ctx);
      registerSearchRoutes(api, ctx);
      registerTwoFactorRoutes(api, ctx);
      registerActivityRoutes(api, ctx, allAreas);
    },
    { prefix: API_PREFIX },
  );
}

async function openSeededStore(dbPath: string, catalogue: PermissionCatalogue): Promise<DataStore> {
  const store = openStore(dbPath);
  try {
    await seedIfEmpty(store, catalogue);
    return store;
  } catch (error) {
    store.close();
    throw error;
  }
}

/** The mailer given, or the one the environment names (with its demo switch). */
function mailOf(opts: BuildAppOptions): Pick<AppContext, 'mailer' | 'resetCodeInAnswer'> {
  if (opts.mailer) return { mailer: opts.mailer, resetCodeInAnswer: opts.resetCodeInAnswer ?? false };
  const settings = readMailSettings(process.env, opts.dbPath);
  return { mailer: settings.mailer, resetCodeInAnswer: opts.resetCodeInAnswer ?? settings.codeInAnswer };
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const catalogue = loadCatalogue();
  checkAreas(allAreas, catalogue);
  const store = await openSeededStore(opts.dbPath, catalogue);
  const uploadsDir = join(dirname(opts.dbPath), 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  writeSeedImages(uploadsDir);
  // Images stored before thumbnails were made get theirs once, so every answer's thumbnail resolves.
  await completeThumbnails(uploadsDir);
  const realtime = new RealtimeHub(opts.pusher ?? readPusherConfig());
  realtime.watchSessions(sessionWatch(store));
  const ctx: AppContext = {
    store,
    catalogue,
    uploadsDir,
    ...mailOf(opts),
    demoEvents: opts.demoEvents ?? process.env['DEMO_EVENTS']?.trim() === '1',
    realtime,
    activityLog: opts.activityLog ?? true,
  };
  // Entries past the retention go at start and once a day.
  const stopPruning = startPruning(store.db, opts.activityRetentionDays ?? readRetentionDays(process.env));
  const dashboardRoot = isDirectory(opts.staticDir) ? opts.staticDir : undefined;

  const trust = opts.trustProxy ?? false;
  // A count of proxies trusts that many hops nearest the server, as Express's `trust proxy` does.
  const trustProxy = typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
  const app = Fastify({ logger: opts.logger ?? false, trustProxy });
  app.decorate('appUrl', opts.appUrl ?? DEFAULT_APP_URL);
  const checkpoints = opts.backgroundCheckpoints ? startCheckpoints(store.db, opts.dbPath) : undefined;
  app.addHook('onClose', async () => {
    stopPruning();
    await checkpoints?.stop();
    store.close();
  });
  app.decorateRequest('lang', 'ar');
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    request.lang = detectLang(request.headers);
    request.admin = null;
  });
  registerErrorHandling(app, dashboardRoot);

  await app.register(fastifyFormbody);
  // Each field applies its own limit (pictures 5 MB, documents 10 MB); this is the largest of them.
  const signedIn = { fileSize: MAX_UPLOAD_MB * MB, files: 5, fields: 200, fieldSize: MB, parts: 300, total: (5 * MAX_UPLOAD_MB + 1) * MB };
  await registerMultipart(app, { signedIn, anonymous: ANONYMOUS_MULTIPART });
  await registerApi(app, ctx);
  // Laravel's path for channel authorization is at the root; the API prefix serves it too.
  registerBroadcastingAuthRoutes(app, store, realtime, ['/broadcasting/auth', `${API_PREFIX}/broadcasting/auth`]);
  realtime.attach(app);
  // Pusher's HTTP API beside the WebSocket, so a backend publishes here as it would to Pusher.
  registerPusherHttpApi(app, realtime);
  if (dashboardRoot) await serveDashboard(app, dashboardRoot);
  registerInvoiceRoute(app, ctx);
  // Uploads get random names that are never reused, so they are cached for good. Only names
  // as storeUpload and the seed write them are served, with their type and no sniffing;
  // documents (PDF) are downloaded rather than shown.
  for (const prefix of [UPLOADS_PREFIX, LEGACY_UPLOADS_PREFIX]) {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix,
      decorateReply: false,
      cacheControl: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      allowedPath: (pathName) => pathName.startsWith('/') && STORED_UPLOAD.test(pathName.slice(1)),
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
        if (path.endsWith('.pdf')) res.setHeader('Content-Disposition', 'attachment; filename="document.pdf"');
      },
    });
  }
  return app;
}
