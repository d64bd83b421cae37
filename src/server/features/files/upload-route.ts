// POST /api/v1/files: uploads one image — or a PDF document — for the signed-in user's company. Authorised by the session token
// (Authorization: Bearer …), which only the portal's own pages hold, so no cookie makes it a CSRF target.
import type { FastifyInstance } from "fastify";

import { errorCatalogue } from "../../../shared/generated/errors";
import { findLiveSession } from "../../tokens";
import type { Services } from "../../ws/context";
import { imageProblem } from "./image-check";
import { MAX_UPLOAD_BYTES, PDF_TYPE, sniffUploadType } from "./image-types";
import { pdfProblem } from "./pdf-check";
import { storeFile } from "./store-file";

export const UPLOAD_PATH = "/api/v1/files";

export function registerUploadRoute(app: FastifyInstance, services: Services): void {
  app.addContentTypeParser(
    /^(image\/|application\/pdf)/,
    { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(UPLOAD_PATH, { bodyLimit: MAX_UPLOAD_BYTES }, async (request, reply) => {
    // `problem` names what is wrong with the file (Error.fields, path "file"), so the screen says it under the photo.
    const fail = (
      messageId: "NotSignedIn" | "BadRequest" | "UnauthorizedException" | "UnsupportedMediaType",
      hint: string,
      problem?: string,
    ) =>
      reply
        .code(errorCatalogue[messageId].status)
        .send({ messageId, hint, ...(problem ? { fields: [{ path: "file", problem }] } : {}) });
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const session = token ? await findLiveSession(services.db, token, services.clock.date()) : undefined;
    if (!session) return fail("NotSignedIn", "Sign in first; uploads need a signed-in session.");
    if (!session.company_id) return fail("UnauthorizedException", "Choose a company first.");
    const body = request.body;
    // Another content type fastify could parse (JSON, text) is not an image at all.
    if (!(body instanceof Buffer))
      return fail(
        "UnsupportedMediaType",
        "Send the image as the request body with an image/* content type.",
        "notImage",
      );
    if (body.length === 0)
      return fail("BadRequest", "Send the image as the request body with an image/* content type.", "notImage");
    const contentType = sniffUploadType(body);
    if (!contentType)
      return fail("BadRequest", "Only PNG, JPEG, GIF and WebP images and PDF documents can be uploaded.", "notImage");
    // The first bytes are not enough: the whole file must be that image, with no markup in it, or a PDF that holds
    // nothing active. Which records take a PDF is the file's purpose's business (src/server/file-purposes.ts).
    if (contentType === PDF_TYPE) {
      const problem = pdfProblem(body);
      if (problem) return fail("BadRequest", problem, "notDocument");
    } else {
      const problem = imageProblem(body, contentType);
      if (problem) return fail("BadRequest", problem, "notImage");
    }
    const name = String(request.headers["x-file-name"] ?? (contentType === PDF_TYPE ? "document.pdf" : "image")).slice(
      0,
      200,
    );
    const id = await storeFile(services.db, {
      companyId: session.company_id,
      contentType,
      name,
      bytes: body,
      createdBy: session.user_id,
      // Unattached: only the uploader reads it until a request links it to a record (src/server/file-purposes.ts).
      purpose: null,
    });
    return reply.code(201).send({ id, contentType, size: body.length });
  });
}
