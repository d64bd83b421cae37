import { Trans } from "@lingui/react/macro";
import { Link, useParams } from "wouter";

import { links } from "../../app/routes";
import { ContentPage, Section } from "./content-page";

/** `/is{product}Right4Me`: a guide to which product fits a fleet. */
export function ProductRightPage() {
  const { product = "FleetPortal" } = useParams<{ product: string }>();
  const name = product.replace(/([a-z])([A-Z])/g, "$1 $2");
  return (
    <ContentPage title={<Trans>Is {name} right for me?</Trans>}>
      <p>
        <Trans>
          Answer these questions about your fleet; each answer points at the part of Fleet Portal that fits.
        </Trans>
      </p>
      <Section title={<Trans>Do your drivers inspect vehicles before and after trips?</Trans>}>
        <p>
          <Trans>
            Choose Inspections: drivers inspect in the mobile app with the schedule their jurisdiction requires, defects
            are graded minor or major, and a major defect puts the vehicle out of service until it is repaired.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Do your drivers keep logs of their hours?</Trans>}>
        <p>
          <Trans>
            Choose Hours of Service for daily logs and cycle totals. If your drivers stay within 160 km of home and
            return each day, they may not need logs at all: read about the 160 km exemption.
          </Trans>
        </p>
        <Link href={links.my160()} className="text-blue-700 underline dark:text-blue-300">
          <Trans>The 160 km radius exemption</Trans>
        </Link>
      </Section>
      <Section title={<Trans>Do you need to know who is fit for duty each day?</Trans>}>
        <p>
          <Trans>Choose Check-ins: each driver reports fit or not able to work at the start of the day.</Trans>
        </p>
      </Section>
      <Section title={<Trans>Do plates, annual safeties or licences expire on you?</Trans>}>
        <p>
          <Trans>
            Every company gets Vehicles and Compliance: plate, annual safety and licence expiry dates with reminders
            before they pass.
          </Trans>
        </p>
      </Section>
      <p>
        <Link href={links.register()} className="text-blue-700 underline dark:text-blue-300">
          <Trans>Register your company</Trans>
        </Link>
      </p>
    </ContentPage>
  );
}
