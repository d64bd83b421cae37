// POST /api/v1/files: uploads one image for the signed-in user's company. Authorised by the session token
// (Authorization: Bearer …), which only the portal's own pages hold, so no cookie makes it a CSRF target.
import type { FastifyInstance } from "fastify";
import { errorCatalogue } from "../../../shared/generated/errors";
import type { Services } from "../../ws/context";
import { findLiveSession } from "../auth/sessions";
import { MAX_UPLOAD_BYTES, sniffImageType } from "./image-types";

export const UPLOAD_PATH = "/api/v1/files";

export function registerUploadRoute(app: FastifyInstance, services: Services): void {
  app.addContentTypeParser(/^image\//, { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
  app.post(UPLOAD_PATH, { bodyLimit: MAX_UPLOAD_BYTES }, async (request, reply) => {
    const fail = (messageId: "NotSignedIn" | "BadRequest" | "UnauthorizedException", hint: string) =>
      reply.code(errorCatalogue[messageId].status).send({ messageId, hint });
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const session = token ? await findLiveSession(services.db, token) : undefined;
    if (!session) return fail("NotSignedIn", "Sign in first; uploads need a signed-in session.");
    if (!session.company_id) return fail("UnauthorizedException", "Choose a company first.");
    const body = request.body;
    if (!(body instanceof Buffer) || body.length === 0) return fail("BadRequest", "Send the image as the request body with an image/* content type.");
    const contentType = sniffImageType(body);
    if (!contentType) return fail("BadRequest", "Only PNG, JPEG, GIF and WebP images can be uploaded.");
    const name = String(request.headers["x-file-name"] ?? "image").slice(0, 200);
    const row = await services.db
      .insertInto("files")
      .values({ company_id: session.company_id, content_type: contentType, name, bytes: body, size: body.length, created_by: session.user_id })
      .returning("id")
      .executeTakeFirstOrThrow();
    return reply.code(201).send({ id: row.id, contentType, size: body.length });
  });
}
