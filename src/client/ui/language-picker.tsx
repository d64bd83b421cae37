import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

import { chooseLocale } from "../i18n/i18n";
import { LOCALES, type Locale } from "../i18n/locales";

/** Language names are written in their own language, so anyone can find theirs whatever is showing now. */
export const LOCALE_NAMES: Record<(typeof LOCALES)[number], string> = {
  "en-CA": "English (Canada)",
  "fr-CA": "Français (Canada)",
  es: "Español",
  "en-US": "English (United States)",
};

export function LanguagePicker({
  onChange,
  className = "",
}: {
  onChange?: (locale: Locale) => void;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <span className={className}>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const locale = event.target.value as Locale;
          void chooseLocale(locale).then(() => onChange?.(locale));
        }}
        className="rounded border border-slate-300 bg-white px-2 py-1 text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
