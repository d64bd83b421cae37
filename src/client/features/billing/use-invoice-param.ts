import { useSearch } from "wouter";

import { decodeIdFromUrl } from "../../../shared/ids";

/** The invoice a billing route's `?invoice=` names (billing-routes.ts), or undefined. */
export function useInvoiceParam(): string | undefined {
  const search = useSearch();
  const value = new URLSearchParams(search).get("invoice");
  return value ? decodeIdFromUrl(value) : undefined;
}
