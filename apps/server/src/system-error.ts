/**
 * A system's error in words an operator can act on: "no space left on device (ENOSPC)" for Node's
 * "ENOSPC: no space left on device, write". Any other error keeps its message.
 */
export function systemErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const parts = /^(E[A-Z]+): ([^,]+)/.exec(message);
  return parts ? `${parts[2]} (${parts[1]})` : message;
}
