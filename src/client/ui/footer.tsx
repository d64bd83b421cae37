import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

import { useClock } from "../app/client-context";
import { links } from "../app/routes";
import { LanguagePicker } from "./language-picker";
import { ReleaseVersion } from "./release";

const SOCIAL = [
  { name: "LinkedIn", href: "https://www.linkedin.com/company/fleetportal" },
  { name: "Facebook", href: "https://www.facebook.com/fleetportal" },
  { name: "X", href: "https://x.com/fleetportal" },
  { name: "YouTube", href: "https://www.youtube.com/@fleetportal" },
];

/** Social links, the public pages, copyright and the client version (docs/design/client-shell.md "The footer"). */
export function Footer() {
  const { t } = useLingui();
  const year = useClock().date().getFullYear();
  return (
    <footer className="border-t border-slate-200 px-4 py-4 text-xs sm:px-6 text-slate-500 dark:border-slate-700 dark:text-slate-400">
      <nav aria-label={t`Social media`} className="flex flex-wrap gap-3">
        {SOCIAL.map((s) => (
          <a key={s.name} href={s.href} rel="noopener noreferrer" target="_blank" className="hover:underline">
            {s.name}
          </a>
        ))}
        <span aria-hidden="true">·</span>
        <Link href={links.about()} className="hover:underline">
          <Trans>About</Trans>
        </Link>
        <Link href={links.privacy()} className="hover:underline">
          <Trans>Privacy</Trans>
        </Link>
        <Link href={links.terms()} className="hover:underline">
          <Trans>Terms of service</Trans>
        </Link>
        <Link href={links.my160()} className="hover:underline">
          <Trans>160 km exemption</Trans>
        </Link>
        <Link href={links.productRight("FleetPortal")} className="hover:underline">
          <Trans>Is it right for me?</Trans>
        </Link>
        <LanguagePicker className="ml-auto" />
      </nav>
      <p className="mt-2">
        <Trans>© {year} Fleet Portal. All rights reserved.</Trans> <ReleaseVersion />
      </p>
    </footer>
  );
}
