import { useEffect, useRef, useState } from "react";

import type { Api } from "../../../shared/generated/client";
import { usePortalClient } from "../../app/client-context";
import { toServerError, type ServerError } from "../../sync/server-error";

/**
 * One request's answer for the home and dashboard screens, asked again when `key` changes (put the company id in
 * it); `key` undefined asks nothing. An answer to an older key is never shown under the new one.
 */
export function useCompanyQuery<T>(
  key: string | undefined,
  ask: (api: Api) => Promise<T>,
): { data?: T; error?: ServerError } {
  const client = usePortalClient();
  const asker = useRef(ask);
  asker.current = ask;
  const [state, setState] = useState<{ key?: string; data?: T; error?: ServerError }>({});
  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    asker
      .current(client.session.api)
      .then((data) => current && setState({ key, data }))
      .catch((error: unknown) => current && setState({ key, error: toServerError(error) }));
    return () => {
      current = false;
    };
  }, [client, key]);
  return state.key === key ? state : {};
}
