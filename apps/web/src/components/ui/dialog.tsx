import { m } from "@ssem/core";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, type Ref, useRef } from "react";
import { useLocale } from "~/lib/locale";
import { cn } from "~/lib/utils";
import { Button } from "./button";

/** Radix dialog: traps focus while open, closes on Escape and gives focus back to its trigger. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: string; description?: ReactNode }) {
  const locale = useLocale();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <DialogPrimitive.Title className="pr-8 text-xl font-semibold">{title}</DialogPrimitive.Title>
        {description && <DialogPrimitive.Description className="mt-2 text-ink-muted">{description}</DialogPrimitive.Description>}
        <div className="mt-5">{children}</div>
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100" aria-label={m.dash_close({}, { locale })}>
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * A dialog's buttons: one that closes it (Cancel), then its one action, both disabled while the
 * action runs. The action submits the dialog's form, or calls `onAction` in a dialog without one.
 */
export function DialogActions({
  label,
  pending,
  onAction,
  variant = "primary",
  dismissLabel,
  dismissRef,
}: {
  label: string;
  pending: boolean;
  onAction?: () => void;
  variant?: "primary" | "destructive";
  dismissLabel?: string;
  /** For a dialog that opens with focus on the safe choice. */
  dismissRef?: Ref<HTMLButtonElement>;
}) {
  const locale = useLocale();
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <DialogClose asChild>
        <Button ref={dismissRef} variant="outline" disabled={pending}>
          {dismissLabel ?? m.dash_cancel({}, { locale })}

        </Button>
      </DialogClose>
      <Button type={onAction ? "button" : "submit"} variant={variant} onClick={onAction} disabled={pending}>
        {label}
      </Button>
    </div>
  );
}

/**
 * Asks before an action that cannot be undone: Cancel, or the `confirmLabel` (destructive unless
 * said otherwise: an approval cannot be undone either, but is not a deletion). Focus starts on
 * Cancel. Rendered only while open, so its description may speak of what is about to go.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
  onCloseAutoFocus,
  variant = "destructive",
  dismissLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  onCloseAutoFocus?: (event: Event) => void;
  variant?: "primary" | "destructive";
  /** The safe choice's label where "Cancel" would be read as the action itself (cancelling a registration). */
  dismissLabel?: string;
  /** More than the description: a list of the people it touches, say. */
  children?: ReactNode;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Cancel, not the first control: Enter on an opened dialog must not delete or decide anything.
  const focusCancel = (event: Event) => {
    event.preventDefault();
    cancelRef.current?.focus();
  };
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {open && (
        <DialogContent title={title} description={description} onOpenAutoFocus={focusCancel} onCloseAutoFocus={onCloseAutoFocus}>
          {children}
          <DialogActions label={confirmLabel} variant={variant} onAction={onConfirm} pending={pending} dismissRef={cancelRef} dismissLabel={dismissLabel} />
        </DialogContent>
      )}
    </Dialog>
  );
}
