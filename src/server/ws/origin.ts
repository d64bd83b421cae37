/**
 * Cross-site websocket hijacking defence (OWASP): a browser page on another origin must not open a socket that
 * rides the user's session. The server's own origin is always allowed; ALLOWED_ORIGINS adds more. Clients
 * that send no Origin (not browsers) cannot be hijacked this way and are let through.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined || origin === "") return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && parsed.host === host) return true;
  return allowed.some((entry) => entry === "*" || entry.replace(/\/$/, "") === parsed.origin);
}
