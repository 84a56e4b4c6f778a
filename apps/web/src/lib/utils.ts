import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicts between them (tailwind-merge did, for about 8 KiB brotli on every
 * page, ADR 037): a caller that overrides a component's default marks its class important (`p-5!` against the card's
 * `p-6`), so the override wins whatever order the stylesheet has.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
