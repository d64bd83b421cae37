import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { sql } from "kysely";
import { API_PATH, MAX_MESSAGE_BYTES } from "../shared/protocol/messages";
import { registerUploadRoute } from "./features/files/upload-route";
import type { Services } from "./ws/context";
import { serveConnection } from "./ws/connection";
import type { Handlers } from "./ws/dispatch";
import { isOriginAllowed } from "./ws/origin";

/** The HTTP side: the websocket endpoint, /healthz, and the built client with a single-page-app fallback. */
export async function buildApp(services: Services, handlers: Handlers, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  app.get("/healthz", async (_request, reply) => {
    await sql`select 1`.execute(services.db);
    return reply.send({ ok: true });
  });

  app.get(API_PATH, {
    websocket: true,
    preValidation: async (request, reply) => {
      if (!isOriginAllowed(request.headers.origin, request.headers.host, services.config.allowedOrigins)) {
        await reply.code(403).send({ messageId: "UnauthorizedException", hint: "This origin may not open the portal's websocket." });
      }
    },
  }, (socket) => serveConnection(socket, services, handlers));

  registerUploadRoute(app, services);

  const indexHtml = join(services.config.clientDir, "index.html");
  if (existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: services.config.clientDir, wildcard: false, index: ["index.html"] });
    // Client-side routes (/signin, /portal/…) all load the app shell.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === "GET" && !request.url.startsWith("/api/")) return reply.type("text/html").sendFile("index.html");
      return reply.code(404).send({ messageId: "NotFound", hint: `${request.method} ${request.url} does not exist.` });
    });
  }
  return app;
}
