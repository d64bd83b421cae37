import { Trans } from "@lingui/react/macro";

import { ContentPage, Section } from "./content-page";

/** `/my160`: the 160 km radius exemption from daily logs (Commercial Vehicle Drivers Hours of Service Regulations). */
export function My160Page() {
  return (
    <ContentPage title={<Trans>The 160 km radius exemption</Trans>}>
      <p>
        <Trans>
          In Canada a commercial driver normally keeps a daily log. Section 81 of the Commercial Vehicle Drivers Hours
          of Service Regulations (SOR/2005-313) lets a driver skip the daily log when every condition below is met.
        </Trans>
      </p>
      <Section title={<Trans>The conditions</Trans>}>
        <ul className="list-disc pl-6">
          <li>
            <Trans>The driver drives only within a 160 km radius of the home terminal.</Trans>
          </li>
          <li>
            <Trans>
              The driver returns to the home terminal each day to begin at least 8 consecutive hours off duty.
            </Trans>
          </li>
          <li>
            <Trans>
              The motor carrier keeps accurate time records for each day: the cycle followed, the start and end of each
              duty period, and the hours on duty.
            </Trans>
          </li>
          <li>
            <Trans>The carrier keeps those records for at least six months.</Trans>
          </li>
        </ul>
      </Section>
      <Section title={<Trans>What still applies</Trans>}>
        <p>
          <Trans>
            The exemption removes the log, not the limits: daily driving and on-duty limits, the cycle and the off-duty
            rules still apply. A day on which the driver goes beyond 160 km, or does not return home, needs a full daily
            log.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>In the United States</Trans>}>
        <p>
          <Trans>
            The closest rule is the short-haul exception of 49 CFR 395.1(e)(1): 150 air miles from the normal work
            reporting location, back within 14 hours, with time records kept for six months.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>How Fleet Portal helps</Trans>}>
        <p>
          <Trans>
            Hours of Service records each duty period with its start and end, so the time records the exemption requires
            are kept for you, and a day outside the radius can be logged in full.
          </Trans>
        </p>
      </Section>
    </ContentPage>
  );
}
