// The HTTP side (docs/design/commands.md "The HTTP side"): security headers on pages, catalogued `{messageId, hint}`
// for every /api/* error (the upload route included: fastify's own 413/415/404 never reach a client), and uploads that
// only look like images.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../shared/generated/accounts";
import { testDatabases } from "./testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "./testing/test-server";
import { openTestSocket } from "./testing/ws-client";

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

describe.each(testDatabases())("HTTP hardening on $name", (database) => {
  let server: TestServer;
  let token: string;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = join(
      process.env.TMPDIR ?? "/tmp",
      `fleet-client-${process.pid}-${Math.random().toString(36).slice(2)}`,
    );
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Fleet Portal</title>");
    server = await startTestServer(database, { clientDir });
    const socket = await openTestSocket(server.wsUrl);
    token = (
      (await socket.request("UserSignInRequestEvent", { email: "owner@mapleleaf.localhost", password: TEST_PASSWORD }))
        .payload as SignedInSession
    ).token;
    socket.close();
  });
  afterAll(async () => {
    await server?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const upload = (body: Buffer | string, contentType: string) =>
    fetch(`${server.url}/api/v1/files`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": contentType },
      body: typeof body === "string" ? body : new Uint8Array(body),
    });
  const expectCatalogued = async (response: Response, status: number, messageId: string) => {
    expect(response.status).toBe(status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ messageId, hint: expect.any(String) });
    expect(Object.keys(body).every((key) => ["messageId", "hint", "fields"].includes(key))).toBe(true);
    return body;
  };

  test.each(["/signin", "/portal/home", "/"])(
    "the page %s carries a strict CSP and the other security headers",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|style-src [^;]*unsafe-inline|blob:/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    },
  );

  test("an unknown /api/ address is a catalogued 404, whatever the method", async () => {
    await expectCatalogued(await fetch(`${server.url}/api/v1/nothing-here`), 404, "NotFound");
    await expectCatalogued(await fetch(`${server.url}/api/v1/nothing-here`, { method: "DELETE" }), 404, "NotFound");
    expect((await fetch(`${server.url}/api/v1/nothing-here`)).headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("upload errors are catalogued: too large 413, not an image type 415, JSON 415, empty 400, no session 403", async () => {
    await expectCatalogued(await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 1), "image/png"), 413, "FileTooLarge");
    await expectCatalogued(
      await upload("<html><script>alert(1)</script></html>", "text/html"),
      415,
      "UnsupportedMediaType",
    );
    await expectCatalogued(await upload(JSON.stringify({ a: 1 }), "application/json"), 415, "UnsupportedMediaType");
    await expectCatalogued(await upload(Buffer.alloc(0), "image/png"), 400, "BadRequest");
    await expectCatalogued(await upload("{not json", "application/json"), 400, "BadRequest");
    const anonymous = await fetch(`${server.url}/api/v1/files`, {
      method: "POST",
      headers: { "Content-Type": "image/png" },
      body: new Uint8Array(PNG_1X1),
    });
    await expectCatalogued(anonymous, 403, "NotSignedIn");
  });

  test.each([
    [
      "a PNG header followed by <script>",
      Buffer.concat([PNG_1X1.subarray(0, 16), Buffer.from("<script>alert(document.cookie)</script>")]),
    ],
    [
      "a real PNG with an <svg> after it",
      Buffer.concat([PNG_1X1, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>")]),
    ],
    ["a PNG cut in the middle", PNG_1X1.subarray(0, 40)],
  ])("%s is refused with a catalogued 400 naming the file", async (_, bytes) => {
    const body = await expectCatalogued(await upload(bytes, "image/png"), 400, "BadRequest");
    expect(body.fields).toEqual([{ path: "file", problem: "notImage" }]);
  });

  test("a real image is stored", async () => {
    const response = await upload(PNG_1X1, "image/png");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ contentType: "image/png", size: PNG_1X1.length });
  });
});
