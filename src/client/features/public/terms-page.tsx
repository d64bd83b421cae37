import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

import { links } from "../../app/routes";
import { ContentPage, Section } from "./content-page";

/** `/terms`: the terms of service a company accepts when it registers (docs/accounts.md "Sign-up and verification"). */
export function TermsPage() {
  return (
    <ContentPage title={<Trans>Terms of service</Trans>}>
      <p>
        <Trans>
          These terms are the agreement between Fleet Portal and the company that registers. Whoever registers accepts
          them for the company and confirms they may do so.
        </Trans>
      </p>
      <Section title={<Trans>The service</Trans>}>
        <p>
          <Trans>
            Fleet Portal keeps your company's vehicle records, trip inspections and defects, hours of service, check-ins
            and reminders, and the driver app your people use on their phones. The features your company switches on are
            billed monthly at the prices shown on the Billing screen; prices change only with 30 days' notice by email.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Your company's responsibilities</Trans>}>
        <p>
          <Trans>
            The portal helps you keep the records that NSC Standards 11 and 13, SOR/2005-313 and 49 CFR parts 395 and
            396 ask for, but the carrier stays responsible for its compliance: for the accuracy of what its people
            enter, for repairing defects before a unit is driven, and for the hours its drivers work. Keep sign-ins
            personal; you are responsible for what is done with your company's accounts.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Your data</Trans>}>
        <p>
          <Trans>
            Your company's records belong to your company. You can export them at any time from the Reports screen, and
            they stay available for export for 90 days after the account is closed. How we treat personal information is
            described in the <Link href={links.privacy()}>privacy policy</Link>.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Availability and support</Trans>}>
        <p>
          <Trans>
            We aim to keep the portal available at all times and announce planned maintenance in advance. The driver app
            keeps working without a signal and sends what was done once it is back. Ask for help at
            support@fleetportal.localhost.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Ending the agreement</Trans>}>
        <p>
          <Trans>
            Your company may close its account at any time; the current month is billed and nothing after it. We may
            suspend an account whose invoices are unpaid for 60 days, after two reminders by email.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Liability and law</Trans>}>
        <p>
          <Trans>
            Our liability is limited to the fees your company paid in the last twelve months. These terms are governed
            by the laws of Ontario and of Canada.
          </Trans>
        </p>
      </Section>
    </ContentPage>
  );
}
