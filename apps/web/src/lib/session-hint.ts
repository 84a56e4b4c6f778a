/**
 * A marker in localStorage while someone is signed in. It holds no personal data; prerendered
 * pages read it to hydrate at once instead of on the first interaction, so a member's header
 * shows Dashboard without waiting for a touch (ADR 006).
 */
export const signedInHintKey = "ssem:signed-in";

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(signedInHintKey, "1");
    else localStorage.removeItem(signedInHintKey);
  } catch {
    // Storage disabled: pages simply hydrate on the first interaction.
  }
}
