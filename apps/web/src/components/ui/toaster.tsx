import { Toaster as Sonner, toast } from "sonner";

/** Below the sticky site header (4 rem high, more when it wraps), so a toast never hides it or its menu button. */
const belowHeader = { top: "5.5rem" };

/**
 * Where toasts appear. Mounted by the pages that use toasts (forms, dashboards), not by the root,
 * so public pages do not ship the toast library. Errors use the destructive colour, not the accent.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      offset={belowHeader}
      mobileOffset={belowHeader}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-lg !border !border-border !bg-white !text-ink !shadow-lg",
          title: "!font-semibold !text-base",
          description: "!text-ink-muted !text-sm",
          error: "!border-destructive !bg-destructive-soft [&_[data-title]]:!text-destructive",
          success: "!border-emerald-300",
        },
      }}
    />
  );
}

/** The spec's toasts: a title and a sentence. */
export const notify = {
  success: (title: string, description?: string, duration?: number) => toast.success(title, { description, duration }),
  error: (title: string, description?: string) => toast.error(title, { description }),
  /** A form calls this when it is submitted again, so messages about an earlier attempt do not linger beside the new result. */
  clear: () => toast.dismiss(),
};
