import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { SignInPage } from "../features/auth/sign-in-page";
import { paths } from "./routes";

export type RouteAccess = "public" | "signedOut" | "signedIn";

export interface RouteEntry {
  path: string;
  access: RouteAccess;
  component: ComponentType | LazyExoticComponent<ComponentType>;
}

// Portal screens load as their own chunks, so the sign-in page stays small.
const HomePage = lazy(() => import("../features/home/home-page").then((m) => ({ default: m.HomePage })));
const SignOutPage = lazy(() => import("../features/auth/sign-out-page").then((m) => ({ default: m.SignOutPage })));

export const routeTable: readonly RouteEntry[] = [
  { path: paths.root, access: "signedOut", component: SignInPage },
  { path: paths.signIn, access: "signedOut", component: SignInPage },
  { path: paths.signOut, access: "signedIn", component: SignOutPage },
  { path: paths.home, access: "signedIn", component: HomePage },
];
