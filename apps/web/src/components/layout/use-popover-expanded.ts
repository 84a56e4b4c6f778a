import { type RefObject, useEffect } from "react";

/**
 * Keeps a popover button's aria-expanded true to its popover, also when it was opened before hydration. It is set
 * on the button, not held in state: the bootstrap sets it the same way before React is ready, and a state would
 * render the header again right after hydrating it (ADR 006).
 */
export function usePopoverExpanded(buttonRef: RefObject<HTMLButtonElement | null>, popoverRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const popover = popoverRef.current!;
    const button = buttonRef.current!;
    const mirror = () => button.setAttribute("aria-expanded", String(popover.matches(":popover-open")));
    mirror();
    popover.addEventListener("toggle", mirror);
    return () => popover.removeEventListener("toggle", mirror);
  }, [buttonRef, popoverRef]);
}
