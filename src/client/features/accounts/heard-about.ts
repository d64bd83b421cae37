// How an applicant heard about the product (the register form's choices), in the reader's language: the form and
// the operator's view of a registration name them alike; the wire keeps the codes.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { HeardAbout } from "../../../shared/generated/accounts";

export const HEARD_ABOUT: [HeardAbout, MessageDescriptor][] = [
  ["appStores", msg`App stores`],
  ["consultants", msg`Consultants`],
  ["socialNetworks", msg`Social networks`],
  ["webSearchOrAd", msg`Web search or ad`],
  ["friend", msg`A friend`],
  ["other", msg`Other`],
];

export function heardAboutLabel(i18n: I18n, value: string): string {
  const label = HEARD_ABOUT.find(([code]) => code === value)?.[1];
  return label ? i18n._(label) : value;
}
