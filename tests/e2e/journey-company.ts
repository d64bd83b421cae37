// A journey's own demo company (docs/testing.md "Browser journeys"): the e2e server seeds a fresh copy of the demo company
// under another name and email domain for every journey that asks, so journeys neither see nor disturb each other's
// records and run in any order, several at a time. This module is what both sides share: where the seeding
// endpoint listens and how a journey names the company's people.
import { DEMO_IDENTITY, demoEmail, type DemoIdentity } from "../../src/server/seed/demo-identity";

/** The endpoint listens on the port five above the portal's (ports are spaced by ten per instance: playwright.config.ts). */
export const journeyCompaniesPort = (portalPort: number): number => portalPort + 5;

export class JourneyCompany {
  constructor(readonly identity: DemoIdentity) {}

  /** The demo company's name as the portal shows it; `secondName` is the second company its manager works for. */
  get name(): string {
    return this.identity.name;
  }
  get secondName(): string {
    return this.identity.secondName;
  }
  /** Everyone's email, by the local part the first-start demo gives them ("owner", "gurpreet.sandhu"). */
  email(localPart: string): string {
    return demoEmail(localPart, this.identity.domain);
  }
  get owner(): string {
    return this.email("owner");
  }
  get manager(): string {
    return this.email("manager");
  }
  get mechanic(): string {
    return this.email("mechanic");
  }
  get driver1(): string {
    return this.email("driver1");
  }
  get driver2(): string {
    return this.email("driver2");
  }
}

/** The n-th journey company of a server: the demo's names with a number, so screens and lists read naturally. */
export function journeyIdentity(n: number): DemoIdentity {
  return {
    name: `${DEMO_IDENTITY.name.replace(" (demo)", "")} ${n} (demo)`,
    domain: `j${n}.${DEMO_IDENTITY.domain}`,
    secondName: `${DEMO_IDENTITY.secondName.replace(" (demo)", "")} ${n} (demo)`,
    secondDomain: `j${n}.${DEMO_IDENTITY.secondDomain}`,
  };
}
