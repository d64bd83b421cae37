import { useCallback } from "react";

import type { UserListFilter, UserSort } from "../../../shared/generated/users";
import { usePortalClient } from "../../app/client-context";
import { useWindowedList } from "../../sync/use-windowed-list";
import { fetchUserWindow, personRow, userListKey, type UserRow } from "./user-list-query";

/**
 * The live, windowed users list for one filter + sort, carrying the fields of the visible columns; people
 * notifications patch rows on screen and trigger a throttled refresh of positions and the count.
 */
export function useUserList(filter: UserListFilter, sort: UserSort, fields: readonly string[]) {
  const client = usePortalClient();
  const fetchWindow = useCallback(
    (offset: number, limit: number, asked: readonly string[]) =>
      fetchUserWindow(client.session.api, filter, sort, asked, offset, limit),
    [client, filter, sort],
  );
  const listenChanges = useCallback(
    (apply: (items: Record<string, UserRow>) => void) =>
      client.live.listen("UsersChangedNotification", (payload) =>
        apply(Object.fromEntries(Object.entries(payload.items).map(([id, person]) => [id, personRow(person)]))),
      ),
    [client],
  );
  return useWindowedList<UserRow>({
    store: client.store,
    clock: client.clock,
    key: userListKey(filter, sort),
    fields,
    fetchWindow,
    listenChanges,
  });
}
