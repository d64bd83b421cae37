// The log's safety nets and formats (docs/operations.md "Logs"); observability.pg.test.ts checks them end to end.
import { expect, test } from "vitest";

import { fixedClock } from "../shared/clock";
import { metricsTokenFromEnv } from "./config";
import {
  createLogger,
  loggableUrl,
  logFormatFromEnv,
  logLevelFromEnv,
  saneRequestId,
  scrubLine,
  textLine,
} from "./logging";

const capture = (format: "json" | "text" = "json") => {
  const lines: string[] = [];
  const logger = createLogger({
    level: "debug",
    format,
    clock: fixedClock(Date.UTC(2027, 2, 14, 7, 30)),
    stream: { write: (line: string) => void lines.push(line) },
  });
  return { logger, lines };
};

test("secret keys are redacted at the top and one level down, and a logged request keeps no headers", () => {
  const { logger, lines } = capture();
  logger.info(
    {
      password: "hunter2",
      payload: { newPassword: "n3w-secret", token: "tok-123", email: "a@b.ca" },
      headers: { authorization: "Bearer tok-123", cookie: "sid=abc" },
      req: { method: "GET", url: "/portal/home?token=tok-123", headers: { cookie: "sid=abc" } },
      userId: "#13:2",
    },
    "sign-in",
  );
  const line = JSON.parse(lines[0]!) as Record<string, unknown>;
  expect(line).toMatchObject({
    level: "info",
    time: "2027-03-14T07:30:00.000Z",
    msg: "sign-in",
    password: "[redacted]",
    payload: { newPassword: "[redacted]", token: "[redacted]", email: "[redacted]" },
    headers: { authorization: "[redacted]", cookie: "[redacted]" },
    req: { method: "GET", url: "/portal/home?token=…" },
    userId: "#13:2",
  });
  expect(line.req).not.toHaveProperty("headers");
  expect(lines[0]).not.toMatch(/hunter2|n3w-secret|tok-123|sid=abc|a@b\.ca/);
});

test("email addresses and URL credentials inside messages and errors are scrubbed from the finished line", () => {
  const { logger, lines } = capture();
  logger.warn(
    { err: new Error("Key (email)=(jane.doe@example.org) already exists; smtp://mailer:p4ss@smtp.example.org:587") },
    "mail to bob@fleet.example.com failed",
  );
  expect(lines[0]).not.toMatch(/jane\.doe|bob@|p4ss|mailer:/);
  expect(lines[0]).toContain("[email]");
  expect(lines[0]).toContain("smtp://[redacted]@smtp.example.org:587");
  expect(() => JSON.parse(lines[0]!)).not.toThrow();
  expect(scrubLine('{"msg":"postgres://app:secret@db:5432/fleet"}')).toBe(
    '{"msg":"postgres://[redacted]@db:5432/fleet"}',
  );
});

test("a URL is logged without query values or the secret in a reset or verify path", () => {
  expect(loggableUrl("/api/v1/reports/download?token=abc&locale=fr")).toBe("/api/v1/reports/download?token=…&locale=…");
  expect(loggableUrl("/recovery/7f3a9c")).toBe("/recovery/[redacted]");
  expect(loggableUrl("/verify/k3y?x=1")).toBe("/verify/[redacted]?x=…");
  expect(loggableUrl("/portal/home")).toBe("/portal/home");
});

test("an incoming request id is kept only when it looks like one", () => {
  expect(saneRequestId("a1b2-c3.d4:e5_f6")).toBe("a1b2-c3.d4:e5_f6");
  expect(saneRequestId(["lb-123", "other"])).toBe("lb-123");
  for (const bad of [undefined, "", "x".repeat(129), "has space", 'quote"d', "a\\b", "<script>"])
    expect(saneRequestId(bad)).toBeUndefined();
});

test("the text format renders each entry as one readable line, after redaction", () => {
  const { logger, lines } = capture("text");
  logger.info({ reqId: "r-1", password: "hunter2" }, "request");
  expect(lines[0]).toBe('07:30:00.000 INFO  request {"reqId":"r-1","password":"[redacted]"}\n');
  expect(textLine("not json")).toBe("not json");
});

test("LOG_LEVEL, LOG_FORMAT and METRICS_TOKEN refuse what they cannot mean", () => {
  expect(logLevelFromEnv(undefined)).toBeUndefined();
  expect(logLevelFromEnv("DEBUG")).toBe("debug");
  expect(() => logLevelFromEnv("verbose")).toThrow(/LOG_LEVEL/);
  expect(logFormatFromEnv("json")).toBe("json");
  expect(() => logFormatFromEnv("pretty")).toThrow(/LOG_FORMAT/);
  expect(metricsTokenFromEnv(undefined)).toBeUndefined();
  expect(metricsTokenFromEnv("0123456789abcdef")).toBe("0123456789abcdef");
  expect(() => metricsTokenFromEnv("short")).toThrow(/METRICS_TOKEN/);
});
