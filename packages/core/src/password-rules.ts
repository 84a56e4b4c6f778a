/** The rules and sentences of a new password that forms show and check before loading zod (issue 40). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/** What the forms that take a new password say about it (spec, member area §5: membership form, set password). */
export const newPasswordMessages = {
  tooShortTitle: "Password too short",
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
} as const;

/**
 * A new password typed twice on a form: the confirmation is never sent, so only the form checks
 * it. The membership form and the set-password link word the mismatch differently (spec, member area §5).
 */
export const confirmPasswordMessages = {
  mismatchTitle: "Passwords don't match",
  membership: "Please make sure both passwords are identical",
  setPassword: "Please make sure both passwords are the same",
} as const;

/** The spec's toast title for a refused new password or confirmation; undefined for other messages. */
export function newPasswordRefusalTitle(message: string): string | undefined {
  if (message === newPasswordMessages.tooShort) return newPasswordMessages.tooShortTitle;
  if (message === confirmPasswordMessages.membership || message === confirmPasswordMessages.setPassword) {
    return confirmPasswordMessages.mismatchTitle;
  }
  return undefined;
}
