import { useCallback, useState } from "react";
import { PHONE_QUERY, useMediaQuery } from "../../ui/use-media-query";
import { storedVehicleColumns, storeVehicleColumns } from "./vehicle-list-query";

/**
 * On a phone (issue 9 §4) the list starts with the columns that name a vehicle and say whether it is
 * compliant; the others are a column-picker choice away. A phone's choice is kept apart from the wide
 * screen's, so turning the phone sideways (or narrowing a window) does not lose the desktop set.
 */
export const PHONE_VISIBLE_COLUMNS: readonly string[] = ["name", "plate", "safetyExpiry"];
const PHONE_HIDDEN: Record<string, boolean> = Object.fromEntries(
  ["categoryName", "make", "year", "vin", "plateExpiry", "defectType", "odometer", "modifiedDate"].map((id) => [id, false]),
);
const PHONE_KEY = "fleet.vehicles.columns.phone";

function storedPhoneColumns(): Record<string, boolean> {
  try {
    return { ...PHONE_HIDDEN, ...(JSON.parse(localStorage.getItem(PHONE_KEY) ?? "{}") as Record<string, boolean>) };
  } catch {
    return PHONE_HIDDEN;
  }
}

/** The table's column visibility for this screen size, and a setter that remembers the choice per size. */
export function useVehicleColumnVisibility(): [Record<string, boolean>, (next: Record<string, boolean>) => void] {
  const phone = useMediaQuery(PHONE_QUERY);
  const [wide, setWide] = useState(storedVehicleColumns);
  const [narrow, setNarrow] = useState(storedPhoneColumns);
  const change = useCallback(
    (next: Record<string, boolean>) => {
      if (phone) {
        setNarrow(next);
        localStorage.setItem(PHONE_KEY, JSON.stringify(next));
      } else {
        setWide(next);
        storeVehicleColumns(next);
      }
    },
    [phone],
  );
  return [phone ? narrow : wide, change];
}
