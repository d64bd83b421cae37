// The QuickBooks Online API connection (docs/billing.md "QuickBooks export"), configured by environment: QBO_CLIENT_ID and
// QBO_CLIENT_SECRET (the app's OAuth 2.0 keys from Intuit's developer portal), QBO_REALM_ID (the QuickBooks company
// to post to) and QBO_ENVIRONMENT (sandbox, the default, or production). This build reads the settings and reports
// whether they are complete; it makes no call to Intuit (the files are the bookkeeping path, and tests never reach a
// network). The secrets stay on the server: the page learns "configured" and the realm, never a key.
import type { QuickBooksStatus } from "../../../shared/generated/billing";

export const QBO_SETTINGS = ["QBO_CLIENT_ID", "QBO_CLIENT_SECRET", "QBO_REALM_ID"] as const;

export function quickBooksConnection(env: NodeJS.ProcessEnv = process.env): QuickBooksStatus {
  const missing = QBO_SETTINGS.filter((name) => !env[name]?.trim());
  if (missing.length > 0) return { configured: false, missing: [...missing] };
  return {
    configured: true,
    missing: [],
    environment: env.QBO_ENVIRONMENT?.trim() === "production" ? "production" : "sandbox",
    realmId: env.QBO_REALM_ID!.trim().slice(0, 40),
  };
}
