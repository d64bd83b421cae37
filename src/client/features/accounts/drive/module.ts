// The accounts domain in the driver app (docs/accounts.md): its sign-in screen, read by features/drive.ts.
export { DriveSignInPage } from "./drive-sign-in-page";
