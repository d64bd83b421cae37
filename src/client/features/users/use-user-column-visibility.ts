import { useCallback, useState } from "react";
import { PHONE_QUERY, useMediaQuery } from "../../ui/use-media-query";
import { storedUserColumns, storeUserColumns } from "./user-list-query";

/** On a phone (390 px) the list starts with the name and the licence expiry, which fit without scrolling sideways; the choice is kept per screen size. */
const PHONE_HIDDEN: Record<string, boolean> = Object.fromEntries(
  ["email", "phone", "roles", "employmentId", "licenseClass", "state", "complianceType", "lastSignIn", "modifiedDate"].map((id) => [id, false]),
);
const PHONE_KEY = "fleet.users.columns.phone";

function storedPhoneColumns(): Record<string, boolean> {
  try {
    return { ...PHONE_HIDDEN, ...(JSON.parse(localStorage.getItem(PHONE_KEY) ?? "{}") as Record<string, boolean>) };
  } catch {
    return PHONE_HIDDEN;
  }
}

/** The table's column visibility for this screen size, and a setter that remembers the choice per size. */
export function useUserColumnVisibility(): [Record<string, boolean>, (next: Record<string, boolean>) => void] {
  const phone = useMediaQuery(PHONE_QUERY);
  const [wide, setWide] = useState(storedUserColumns);
  const [narrow, setNarrow] = useState(storedPhoneColumns);
  const change = useCallback(
    (next: Record<string, boolean>) => {
      if (phone) {
        setNarrow(next);
        localStorage.setItem(PHONE_KEY, JSON.stringify(next));
      } else {
        setWide(next);
        storeUserColumns(next);
      }
    },
    [phone],
  );
  return [phone ? narrow : wide, change];
}
