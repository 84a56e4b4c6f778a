import { useCallback, useRef } from "react";

/**
 * Where focus goes when a row leaves a list after a decision or a removal (issue 24): to the row
 * that took its place, to the one before it if it was the last, or to the list's heading. Without
 * this, focus fell to the page body: the dialog gives focus back to its trigger, which left with
 * the row.
 *
 * Rows mark their focus target with `data-row-focus` and `data-row-id`. `remember` is called when
 * the dialog opens; `onCloseAutoFocus` is given to the dialog, which closes once the list is fetched
 * again. A row that is still there (cancelled, or the action failed) gets focus back on the control
 * that opened the dialog: a dialog opened without a Radix trigger does not know it.
 */
const focusTargets = (list: HTMLElement | null) => Array.from(list?.querySelectorAll<HTMLElement>("[data-row-focus]") ?? []);

export function useFocusAfterLeave() {
  const listRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const leaving = useRef<{ id: string; index: number; opener: Element | null } | null>(null);
  // Stable from render to render (they read refs only), so that memoised rows given them do not render again.
  const remember = useCallback((id: string) => {
    leaving.current = { id, index: focusTargets(listRef.current).findIndex((element) => element.dataset.rowId === id), opener: document.activeElement };
  }, []);

  const onCloseAutoFocus = useCallback((event: Event) => {
    const left = leaving.current;
    leaving.current = null;
    if (!left) return;
    event.preventDefault();
    const rows = focusTargets(listRef.current);
    if (rows.some((element) => element.dataset.rowId === left.id)) {
      if (left.opener instanceof HTMLElement && left.opener.isConnected) left.opener.focus();
      return;
    }
    (rows[Math.min(Math.max(left.index, 0), rows.length - 1)] ?? headingRef.current)?.focus();
  }, []);

  return { listRef, headingRef, remember, onCloseAutoFocus };
}
