import { randomUUID } from "node:crypto";
import { join } from "node:path";

import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { sql } from "kysely";

import { isPageAddress } from "../shared/page-addresses";
import { API_PATH, MAX_MESSAGE_BYTES } from "../shared/protocol/messages";
import { loadClientFiles, registerClientFiles, sendClientFile } from "./client-files";
import { tileImageSource } from "./config";
import type { ServerDomain } from "./domain";
import { registerHealthRoutes, type ReadinessProbes } from "./health";
import { cataloguedErrorHandler, notFoundUnderApi, sendCatalogued } from "./http-errors";
import { inlineScriptHashes } from "./inline-scripts";
import { loggableUrl, saneRequestId } from "./logging";
import { serveConnection } from "./ws/connection";
import type { Services } from "./ws/context";
import type { Handlers } from "./ws/dispatch";
import { isOriginAllowed } from "./ws/origin";

/**
 * The pages' Content-Security-Policy (docs/design/commands.md "The HTTP side"): everything from this origin only. The
 * bot check's widget loads as its "external" build (its stylesheet and its worker are files of ours, see
 * src/client/ui/bot-check.tsx), so neither blob: workers nor inline <style> are needed. Style *attributes* stay
 * allowed: the virtual table positions rows with React `style` props. Images include data: (a stored image is
 * shown as a data: URL of its checked type); connect-src 'self' covers the same-origin websocket.
 */
export const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "style-src-attr": ["'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "worker-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** Whether a request asks for HTML before anything else, as a browser's navigation does (`text/html,…`). */
export const prefersHtml = (accept: string | undefined): boolean => /^\s*text\/html\b/i.test(accept ?? "");

/** The driver app's addresses: anything under /drive/ (not /drivers…, nor its own files like /drive.html). */
const DRIVE_ROUTE = /^\/drive\//;

/** Requests logged at debug rather than info: the build's files (a cold load asks for ~35) and the probes. */
const QUIET_REQUEST = /^\/(assets\/|livez|readyz|healthz|metrics)/;

export interface AppOptions {
  /** The server's pino logger (logging.ts), for fastify's own lines; without one fastify logs nothing. */
  logger?: FastifyBaseLogger;
  /** What /readyz checks besides the database and the migrations (health.ts). */
  readiness?: ReadinessProbes;
  /** false for a `--role worker` process, which answers its health checks (and /metrics) and nothing else. */
  pages?: boolean;
}

/**
 * The HTTP side: the websocket endpoint, the probes (/livez, /readyz, /healthz, /metrics), and the built client with
 * its pages; any other address is a 404.
 */
export async function buildApp(
  services: Services,
  handlers: Handlers,
  domains: readonly ServerDomain[],
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const { limits, trustProxy } = services.config;
  // The client's address is the connection's unless TRUST_PROXY names the proxies in front (config.ts).
  // A hop count trusts that many proxies nearest the server (proxy-addr's rule).
  const trust = typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : {}),
    // One line per request, written below when the reply is out (fastify's own pair of lines would log the query).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: "reqId" }),
    // A request id per request (docs/operations.md "Request ids"): the proxy's X-Request-Id when it looks like one.
    genReqId: (request) => saneRequestId(request.headers["x-request-id"]) ?? randomUUID(),
    ...(trust === undefined ? {} : { trustProxy: trust }),
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    const line = {
      reqId: request.id,
      method: request.method,
      url: loggableUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (reply.statusCode >= 500) services.log.error(line, "request failed");
    else if (QUIET_REQUEST.test(request.url)) services.log.debug(line, "request");
    else services.log.info(line, "request");
  });
  // A configured map tile source (MAP_TILE_URL) adds its host to img-src, and nothing else does.
  const tiles = services.config.mapTiles;
  const indexHtml = join(services.config.clientDir, "index.html");
  // A domain may widen it for a service it uses (billing: Stripe.js's script, card frames and API, when Stripe takes
  // the cards).
  const directives = domains.reduce<Record<string, readonly string[]>>(
    (widened, domain) => domain.contentSecurityPolicy?.(widened) ?? widened,
    {
      ...CONTENT_SECURITY_POLICY,
      "script-src": [...CONTENT_SECURITY_POLICY["script-src"], ...inlineScriptHashes(indexHtml)],
      ...(tiles ? { "img-src": [...CONTENT_SECURITY_POLICY["img-src"], tileImageSource(tiles.url)] } : {}),
    },
  );
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: "no-referrer" },
  });
  app.setErrorHandler(cataloguedErrorHandler(services.log));
  // Per source address (docs/design/commands.md "The HTTP side"): /api/* requests per minute — uploads, downloads, exports —
  // and, on the websocket's address, new connections per minute. The pages and their files are not counted. Over
  // the limit: 429 RateLimited (http-errors.ts). Each process counts its own.
  await app.register(fastifyRateLimit, {
    global: true,
    max: limits.httpRequestsPerMinute,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith("/api/"),
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // A socket's error is almost always its client's doing (a frame over the cap, a broken frame, a reset): worth a
    // line, not an error alert. Anything else is ours. Either way the socket goes, as the plugin's default does.
    errorHandler: (error, socket, request) => {
      const code = (error as { code?: unknown }).code;
      const clientsDoing = typeof code === "string" && (code.startsWith("WS_ERR_") || code === "ECONNRESET");
      services.log[clientsDoing ? "info" : "error"]({ reqId: request.id, err: error }, "websocket error");
      socket.terminate();
    },
  });
  const openSockets = new Map<string, number>();

  app.get("/healthz", async (_request, reply) => {
    await sql`select 1`.execute(services.db);
    return reply.send({ ok: true });
  });
  registerHealthRoutes(app, services, options.readiness ?? {});
  if (options.pages === false) {
    // A worker process serves no pages, no socket and no API (docs/operations.md "Roles").
    app.setNotFoundHandler(notFoundUnderApi);
    return app;
  }

  app.get(
    API_PATH,
    {
      websocket: true,
      config: { rateLimit: { max: limits.connectionsPerMinute, timeWindow: 60_000 } },
      preValidation: async (request, reply) => {
        if (!isOriginAllowed(request.headers.origin, request.headers.host, services.config.allowedOrigins)) {
          await reply
            .code(403)
            .send({ messageId: "UnauthorizedException", hint: "This origin may not open the portal's websocket." });
          return;
        }
        if ((openSockets.get(request.ip) ?? 0) >= limits.socketsPerAddress)
          await sendCatalogued(
            reply,
            "RateLimited",
            "Too many connections are open from your address; close some tabs.",
          );
      },
    },
    (socket, request) => {
      const address = request.ip;
      openSockets.set(address, (openSockets.get(address) ?? 0) + 1);
      socket.once("close", () => {
        const left = (openSockets.get(address) ?? 1) - 1;
        if (left > 0) openSockets.set(address, left);
        else openSockets.delete(address);
      });
      serveConnection(socket, services, handlers, address, services.log.child({ reqId: request.id }));
    },
  );

  for (const domain of domains) domain.routes?.(app, services);

  // The driver app's service worker controls /drive/ (its scope): a page opened at the bare /drive would never be
  // controlled, so its shell would not open offline after a reload. Send it inside the scope.
  app.get("/drive", (request, reply) => reply.redirect(`/drive/${request.url.slice("/drive".length)}`, 302));

  // The build, from memory (client-files.ts), each file in the encoding the browser accepts (scripts/build/precompress.ts).
  const clientFiles = loadClientFiles(services.config.clientDir);
  registerClientFiles(app, clientFiles);
  const indexPage = clientFiles.get("/index.html");
  const drivePage = clientFiles.get("/drive.html");
  // Client-side routes (/signin, /portal/…: the page addresses, src/shared/page-addresses.ts) all load the app
  // shell; the driver app's (/drive, /drive/…) load its own (drive.html, a second entry of the build); anything else
  // — /wp-admin, /.env, a probe this server does not have — is a catalogued NotFound, never the page with a 200.
  app.setNotFoundHandler((request, reply) => {
    if (drivePage && request.method === "GET" && DRIVE_ROUTE.test(request.url))
      return sendClientFile(request, reply, drivePage);
    if (indexPage && request.method === "GET" && isPageAddress(request.url))
      return sendClientFile(request, reply, indexPage);
    // A person who typed or followed a wrong address sees the portal's "Page not found" (with its menu), under a 404
    // all the same; tools and scanners, which do not ask for HTML first, get the catalogued 404 (docs/operations.md
    // "Unknown addresses").
    if (
      indexPage &&
      request.method === "GET" &&
      prefersHtml(request.headers.accept) &&
      !request.url.startsWith("/api/")
    )
      return sendClientFile(request, reply, indexPage, 404);
    return notFoundUnderApi(request, reply);
  });
  return app;
}
