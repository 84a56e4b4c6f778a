import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its class map on its first call: about 8 ms on a desktop, four times that
// on a phone. In the browser it does so in a task of its own as soon as this module has loaded,
// so that the time does not add to one of the tasks in which React hydrates the page (ADR 006).
if (typeof document !== "undefined") setTimeout(() => twMerge(""));
