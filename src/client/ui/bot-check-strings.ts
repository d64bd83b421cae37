import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The bot-check widget's own texts in the portal's language (issue 9 §4). altcha 3 reads its strings from the
 * global registry `$altcha.i18n` under a language code (README "Customizing Translations"); the portal registers
 * its Lingui translations there under a code of its own, so every portal language (en-US, pseudo…) gets them,
 * not only the languages altcha ships. Texts of features the portal does not use (image and audio code
 * challenges) stay altcha's English.
 */
const STRINGS = {
  label: msg({ message: "I'm not a robot", context: "bot check" }),
  verified: msg({ message: "Verified", context: "bot check" }),
  verifying: msg({ message: "Verifying…", context: "bot check" }),
  waitAlert: msg({ message: "Verifying… please wait.", context: "bot check" }),
  error: msg({ message: "Verification failed. Try again later.", context: "bot check" }),
  expired: msg({ message: "Verification expired. Try again.", context: "bot check" }),
  verificationRequired: msg({ message: "Verification required!", context: "bot check" }),
  loading: msg({ message: "Loading…", context: "bot check" }),
  reload: msg({ message: "Reload", context: "bot check" }),
  verify: msg({ message: "Verify", context: "bot check" }),
  cancel: msg({ message: "Cancel", context: "bot check" }),
};

interface AltchaRegistry {
  i18n: { get(code: string): Record<string, string> | undefined; set(code: string, strings: Record<string, string>): void };
}

/** Registers the strings for the current portal language; returns the code to pass as the widget's `language`. */
export function registerBotCheckStrings(i18n: I18n): string {
  const registry = (globalThis as { $altcha?: AltchaRegistry }).$altcha;
  const code = `fleet-${i18n.locale.toLowerCase()}`;
  if (!registry) return i18n.locale.slice(0, 2);
  const translated = Object.fromEntries(Object.entries(STRINGS).map(([key, descriptor]) => [key, i18n._(descriptor)]));
  registry.i18n.set(code, { ...registry.i18n.get("en"), ...translated });
  return code;
}
