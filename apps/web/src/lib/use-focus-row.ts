import { useCallback, useRef } from "react";

/**
 * Where focus goes when a dialog that a row's button opened closes (issue 41): back to that button if it is still
 * there ("Keep it"), else to the row's first control that the step left, or to the row itself. Without this, a
 * confirmed step that replaced the button (a cancelled registration) left focus on the page body.
 *
 * Rows carry `data-focus-row={id}` and `tabIndex={-1}`; `remember` is called as the dialog opens, and
 * `onCloseAutoFocus` is given to the dialog.
 */
export function useFocusRow() {
  const listRef = useRef<HTMLUListElement>(null);
  const opened = useRef<{ id: string; opener: Element | null } | null>(null);
  const remember = useCallback((id: string) => {
    opened.current = { id, opener: document.activeElement };
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const row = opened.current;
    opened.current = null;
    if (!row || (row.opener instanceof HTMLElement && row.opener.isConnected)) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-focus-row="${CSS.escape(row.id)}"]`);
    if (!element) return;
    event.preventDefault();
    (element.querySelector<HTMLElement>("button:not([disabled]), a[href]") ?? element).focus();
  }, []);
  return { listRef, remember, onCloseAutoFocus };
}
