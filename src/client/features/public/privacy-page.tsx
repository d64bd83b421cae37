import { Trans } from "@lingui/react/macro";

import { ContentPage, Section } from "./content-page";

/** `/privacy`: the privacy policy. */
export function PrivacyPage() {
  return (
    <ContentPage title={<Trans>Privacy policy</Trans>}>
      <p>
        <Trans>
          This policy says what Fleet Portal collects, why, and what you can ask of us. It follows Canada's Personal
          Information Protection and Electronic Documents Act (PIPEDA).
        </Trans>
      </p>
      <Section title={<Trans>What we collect</Trans>}>
        <p>
          <Trans>
            Account details (name, email, phone, address, licence class and expiry, signature), your company's vehicles,
            inspections, hours of service and check-ins, and the time and device of each sign-in. Passwords are stored
            only as salted hashes.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Why we use it</Trans>}>
        <p>
          <Trans>
            To run the service your company signed up for: to keep the records regulations ask for, to send reminders
            and inspection reports, and to bill your company. We do not sell personal information and do not use it for
            advertising.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Who sees it</Trans>}>
        <p>
          <Trans>
            The owners and managers of your company, and our support staff when you ask for help. Records may be shown
            to an inspector or auditor when the law requires it.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>How long we keep it</Trans>}>
        <p>
          <Trans>
            As long as your company's account is open, and afterwards only as long as regulations require records to be
            kept (for example, six months for hours-of-service records in Canada).
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Your rights</Trans>}>
        <p>
          <Trans>
            You can see and correct your profile at any time, and ask us for a copy of your information or for its
            deletion by writing to privacy@fleetportal.localhost.
          </Trans>
        </p>
      </Section>
    </ContentPage>
  );
}
