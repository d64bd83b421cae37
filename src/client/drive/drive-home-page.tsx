import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

import { fullName } from "../../shared/rules/people";
import { useAppState, useCurrentUser } from "../app/client-context";
import { setLocalSetting, useLocalSettings } from "../app/local-settings";
import { DRIVE_FLOWS } from "../features/drive";
import { LanguagePicker } from "../ui/language-picker";
import { DriveLayout } from "./drive-layout";
import { driveLinks } from "./drive-routes";
import { flowHref, isFlowOpen } from "./flow";

/** `/drive/`: who is signed in, one big tile per flow this person can use, and the app's settings. */
export function DriveHomePage() {
  const { t, i18n } = useLingui();
  const { user, company } = useCurrentUser();
  const roles = useAppState((s) => s.session.roles);
  const flows = DRIVE_FLOWS.filter((flow) => isFlowOpen(flow, roles, company?.features ?? []));
  const { theme } = useLocalSettings();
  const dark = theme === "dark";
  return (
    <DriveLayout title={t`Driver app`} home>
      <section
        aria-labelledby="who"
        className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-950"
      >
        <h2 id="who" className="text-xl font-semibold" data-testid="drive-user">
          {user ? fullName(user) : ""}
        </h2>
        <p className="text-base text-slate-600 dark:text-slate-300" data-testid="drive-company">
          {company?.name}
        </p>
      </section>
      {DRIVE_FLOWS.map(({ id, notice: Notice }) => Notice && <Notice key={id} />)}
      {flows.length === 0 ? (
        <p
          className="rounded-xl border border-slate-200 bg-white p-4 text-base dark:border-slate-700 dark:bg-slate-950"
          data-testid="no-flows"
        >
          <Trans>Nothing to do here yet: your company has not switched on a feature you use in the driver app.</Trans>
        </p>
      ) : (
        <nav aria-label={t`What to do`}>
          <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
            {flows.map((flow) => (
              <li key={flow.id}>
                <Link
                  href={flowHref(flow)}
                  onPointerDown={() => void flow.screen.preload().catch(() => undefined)}
                  data-testid={`tile-${flow.id}`}
                  className="flex min-h-24 items-center gap-4 rounded-xl border border-blue-200 bg-white p-4 shadow-sm hover:border-blue-500 focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-300 dark:border-slate-600 dark:bg-slate-800 dark:hover:border-blue-400 dark:focus-visible:ring-blue-700"
                >
                  <flow.icon className="h-10 w-10 shrink-0 text-blue-700 dark:text-blue-300" />
                  <span className="flex flex-col">
                    <span className="text-xl font-semibold">{i18n._(flow.label)}</span>
                    <span className="text-sm text-slate-600 dark:text-slate-300">{i18n._(flow.hint)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section
        aria-label={t`Settings`}
        className="mt-auto flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-950"
      >
        <div className="flex min-h-11 items-center justify-between gap-3">
          <span className="text-base">
            <Trans>Language</Trans>
          </span>
          <LanguagePicker className="[&_select]:min-h-11 [&_select]:text-base" />
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={dark}
          onClick={() => setLocalSetting("theme", dark ? "light" : "dark")}
          className="flex min-h-11 items-center justify-between gap-3 text-left text-base"
          data-testid="dark-mode"
        >
          <Trans>Dark mode</Trans>
          <span
            aria-hidden="true"
            className={`relative h-7 w-12 rounded-full transition-colors ${dark ? "bg-blue-600" : "bg-slate-300"}`}
          >
            <span
              className={`absolute top-0.5 h-6 w-6 rounded-full bg-white shadow transition-all ${dark ? "left-[1.375rem]" : "left-0.5"}`}
            />
          </span>
        </button>
        <Link
          href={driveLinks.signOut()}
          className="flex min-h-12 items-center justify-center rounded-xl border border-slate-300 text-base font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <Trans>Sign out</Trans>
        </Link>
      </section>
    </DriveLayout>
  );
}
