// The driver app's shell works without a connection (docs/driver-app.md "Working offline"): a service worker built
// by vite-plugin-pwa (vite.config.ts) precaches drive.html and the code the app can load, and answers navigations
// under /drive/ with the cached shell. Its scope is /drive/ only: the portal never gets a service worker.
import { Workbox } from "workbox-window";

export const DRIVE_SW_URL = "/drive-sw.js";
export const DRIVE_SW_SCOPE = "/drive/";

export function registerDriveServiceWorker(): void {
  // Vite's dev server has no built worker; a browser without service workers still runs the app online.
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const workbox = new Workbox(DRIVE_SW_URL, { scope: DRIVE_SW_SCOPE });
  void workbox.register().catch(() => undefined);
}
