// The driver app's entry (drive.html → /drive/…): a separate Vite input, so the portal's bundle does not grow and
// the app loads none of the portal's screens; it shares the client spine (src/client/sync) and the UI kit.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { systemClock } from "../../shared/clock";
import "../app/local-settings"; // applies the stored theme before the first paint
import { activateLocale, initialLocale } from "../i18n/i18n";

import "../styles.css";
import { DriveApp } from "./drive-app";
import { createDriveClient } from "./drive-client";
import { registerDriveServiceWorker } from "./service-worker";

const client = createDriveClient(systemClock);
// Connect only now (docs/driver-app.md "The app shell"): the stored session resumes first, then the offline queue is
// resent behind it.
client.start();
Object.defineProperty(window, "__fleetDrive", { value: client, enumerable: false });
registerDriveServiceWorker();

await activateLocale(initialLocale());
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <DriveApp client={client} />
  </StrictMode>,
);
