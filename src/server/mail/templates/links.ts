import type { ServerConfig } from "../../config";

/**
 * The portal's public address for links in mail: PUBLIC_URL when set (behind a proxy or on a real domain),
 * else the address the server listens on. Never the client's Origin header: an attacker could make reset links
 * point at their own site.
 */
export function portalUrl(
  config: Pick<ServerConfig, "host" | "port">,
  path: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const base =
    env.PUBLIC_URL?.replace(/\/+$/, "") ??
    `http://${config.host === "0.0.0.0" ? "127.0.0.1" : config.host}:${config.port}`;
  return `${base}${path}`;
}
