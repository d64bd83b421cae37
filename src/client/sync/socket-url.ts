import { API_PATH } from "../../shared/protocol/api-path";

/** The portal's websocket address on the page's own host (dependency-free: the inline boot script uses it too). */
export function websocketUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${API_PATH}`;
}
