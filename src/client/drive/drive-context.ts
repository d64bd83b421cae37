import { createContext, useContext, useSyncExternalStore } from "react";

import type { DriveClient } from "./drive-client";

/** The driver app's extras beside the shared client (ClientContext): the offline command queue. */
export const DriveContext = createContext<DriveClient | null>(null);

export function useDriveClient(): DriveClient {
  const client = useContext(DriveContext);
  if (!client) throw new Error("useDriveClient needs a <DriveContext.Provider>");
  return client;
}

/** How many of the signed-in user's commands wait for the server ("waiting to send (n)"). */
export function useWaitingCommands(): number {
  const { commands } = useDriveClient();
  return useSyncExternalStore(
    (listener) => commands.subscribe(listener),
    () => commands.size,
    () => 0,
  );
}

/** Whether the browser says it is online (the app works either way; this is what it shows). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("online", listener);
      window.addEventListener("offline", listener);
      return () => {
        window.removeEventListener("online", listener);
        window.removeEventListener("offline", listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
