// Every domain of the client (CONTRIBUTING.md "Adding a domain"): each folder's module.ts, found by the bundler
// (import.meta.glob), so a domain is added by writing its folder alone. The signed-in portal's routes, main menu,
// operator navigation and banners are gathered from them (app/portal-shell.ts); the order here does not matter (menu
// and navigation entries carry their own, and route areas and catch-alls are tried last).
import type { ClientDomain } from "../app/client-domain";

const modules = import.meta.glob<ClientDomain>("./*/module.ts", { eager: true, import: "default" });

export const PORTAL_DOMAINS: readonly ClientDomain[] = Object.values(modules);
