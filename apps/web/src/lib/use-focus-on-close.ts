import { useEffect, useRef } from "react";

/**
 * For a button that gives way to a form opened in place (Edit Profile, Change Password): when the
 * form closes, focus goes back to the button instead of dropping to the page's start. Put the
 * returned ref on the button.
 */
export function useFocusOnClose(open: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return button;
}
