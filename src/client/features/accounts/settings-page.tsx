import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

import type { LocaleTag } from "../../../shared/generated/common";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { setLocalSetting, useLocalSettings } from "../../app/local-settings";
import { effectiveTimeZone, formatDateTime } from "../../i18n/format";
import type { Locale } from "../../i18n/locales";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { LanguagePicker } from "../../ui/language-picker";
import { PortalLayout } from "../../ui/portal-layout";
import { TimeZonePicker } from "../../ui/time-zone-picker";

/** `/portal/settings`: language and time zone (saved to the account), v3 layout and theme (this browser). */
export function SettingsPage() {
  const { t, i18n } = useLingui();
  const { session, store, clock } = usePortalClient();
  const { user } = useCurrentUser();
  const { v3, theme } = useLocalSettings();
  const [problem, setProblem] = useState<ServerError>();
  const timeZone = effectiveTimeZone(user?.timeZone);

  const save = async (change: { locale?: LocaleTag; timeZone?: string }) => {
    setProblem(undefined);
    try {
      const saved = await completePayload(session.api.userSettingsSave(change));
      store.update((draft) => void (draft.entities.users[saved.id] = saved));
    } catch (error) {
      setProblem(toServerError(error));
    }
  };

  return (
    <PortalLayout>
      <h1 className="text-2xl font-semibold">
        <Trans>Settings</Trans>
      </h1>
      <div className="mt-4 flex max-w-md flex-col gap-6">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">
            <Trans>Language</Trans>
          </span>
          <LanguagePicker onChange={(locale: Locale) => locale !== "pseudo" && void save({ locale })} />
        </div>
        <div>
          <TimeZonePicker label={t`Time zone`} value={timeZone} onChange={(zone) => void save({ timeZone: zone })} />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400" data-testid="time-now">
            <Trans>Now: {formatDateTime(clock.now(), i18n.locale as Locale, timeZone)}</Trans>
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={v3} onChange={(e) => setLocalSetting("v3", e.target.checked)} />
          <Trans>Use the new layout (v3)</Trans>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={theme === "dark"}
            onChange={(e) => setLocalSetting("theme", e.target.checked ? "dark" : "light")}
          />
          <Trans>Dark theme</Trans>
        </label>
        <ErrorRow error={problem} />
      </div>
    </PortalLayout>
  );
}
