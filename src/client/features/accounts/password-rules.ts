import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** schema/accounts.json Password: at least 10 characters. */
export const MIN_PASSWORD_LENGTH = 10;

/** The problem with a new password and its confirmation, or undefined when both are fine. */
export function newPasswordProblem(
  password: string,
  confirmation: string,
): { field: "password" | "confirmation"; message: MessageDescriptor } | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return { field: "password", message: msg`Use at least 10 characters.` };
  if (password !== confirmation) return { field: "confirmation", message: msg`The two passwords are not the same.` };
  return undefined;
}
