import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

import { links } from "../../app/routes";
import { ReleaseVersion } from "../../ui/release";
import { ContentPage, Section } from "./content-page";

/** `/about`. */
export function AboutPage() {
  return (
    <ContentPage title={<Trans>About Fleet Portal</Trans>}>
      <p>
        <Trans>
          Fleet Portal helps companies that run trucks, buses and trailers stay compliant: vehicle and trailer records,
          driver inspections and defects, hours of service, fit-for-duty check-ins, expiry reminders and invoices, in
          one place.
        </Trans>
      </p>
      <Section title={<Trans>Who uses it</Trans>}>
        <p>
          <Trans>
            Owners and managers run the company in the portal. Mechanics update vehicles, equipment and checklists and
            record repairs. Drivers inspect and keep their hours in the mobile app.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Getting started</Trans>}>
        <p>
          <Trans>
            <Link href={links.register()} className="text-blue-700 underline dark:text-blue-300">
              Register your company
            </Link>
            ; we email you sign-in instructions, and the reply may take up to 24 hours.
          </Trans>
        </p>
      </Section>
      <p className="text-sm text-slate-500">
        <ReleaseVersion />
      </p>
    </ContentPage>
  );
}
