// Which pages may open the websocket (cross-site websocket hijacking defence, OWASP).
import { expect, test } from "vitest";

import { isOriginAllowed } from "./origin";

const HOST = "127.0.0.1:3000";

test.each<[string, { origin: string | undefined; allowed?: string[]; want: boolean }]>([
  ["the server's own origin", { origin: "http://127.0.0.1:3000", want: true }],
  ["no Origin header (not a browser, so nothing to hijack)", { origin: undefined, want: true }],
  ["an empty Origin header", { origin: "", want: true }],
  ["a foreign site", { origin: "https://evil.example", want: false }],
  ["the same host on another port", { origin: "http://127.0.0.1:3001", want: false }],
  ["a look-alike host that merely starts with ours", { origin: "http://127.0.0.1:3000.evil.example", want: false }],
  [
    "an origin listed in ALLOWED_ORIGINS",
    { origin: "https://portal.example.com", allowed: ["https://portal.example.com"], want: true },
  ],
  [
    "a listed origin written with a trailing slash",
    { origin: "https://portal.example.com", allowed: ["https://portal.example.com/"], want: true },
  ],
  [
    "a listed host but another scheme",
    { origin: "http://portal.example.com", allowed: ["https://portal.example.com"], want: false },
  ],
  [
    "a subdomain of a listed origin",
    { origin: "https://a.portal.example.com", allowed: ["https://portal.example.com"], want: false },
  ],
  ["any origin when the list says *", { origin: "https://anywhere.example", allowed: ["*"], want: true }],
  // Sandboxed iframes and file:// pages send the literal "null".
  ["the opaque origin null", { origin: "null", want: false }],
  ["garbage that is not a URL", { origin: "not a url", want: false }],
])("%s", (_, { origin, allowed = [], want }) => {
  expect(isOriginAllowed(origin, HOST, allowed)).toBe(want);
});
