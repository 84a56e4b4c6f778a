import { type CSSProperties, lazy, Suspense, useEffect, useSyncExternalStore } from "react";

/**
 * The toast library (sonner) loads with the first toast, not with the page: on import it
 * evaluates about 34 KB and adds a stylesheet, which made the whole page's styles be computed
 * again while it hydrated (ADR 006). Toasts asked for meanwhile wait and show in their order.
 */
type Sonner = typeof import("sonner");
let library: Promise<Sonner> | undefined;
const loadLibrary = () => (library ??= import("sonner"));

// Whether a toast has been asked for: until then a Toaster renders nothing and loads nothing.
let wanted = false;
const wantedListeners = new Set<() => void>();
const subscribeToWanted = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
};

// sonner shows only what is asked after its Toaster has mounted; earlier calls wait here.
let mountedToasters = 0;
let waiting: Array<() => void> = [];

function withToasts(show: (toast: Sonner["toast"]) => void) {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  // A failed load (offline, a removed build) loses the toast; every message also stands on the page or in its form.
  loadLibrary().then(
    ({ toast }) => (mountedToasters > 0 ? show(toast) : waiting.push(() => show(toast))),
    () => undefined,
  );
}

/**
 * Toasts stand at the bottom: bottom right on wide screens, across the bottom on phones (sonner
 * switches under 600 px), clear of the home indicator. At the top they covered the sticky header,
 * page headings and the first fields of dialogs (issue 22).
 */
const desktopOffset = { bottom: "1.5rem", right: "1.5rem" };
/**
 * As wide as the margin beside a form card (48rem, the membership form's) where a screen has one, so
 * a toast stands beside the fields rather than over them; never wider than sonner's 356 px nor
 * narrower than 14rem. Phones ignore it: there sonner spans the bottom.
 */
const desktopWidth = { "--width": "min(356px, max(14rem, calc((100vw - 48rem) / 2 - 2rem)))" } as CSSProperties;
const phoneOffset = { bottom: "calc(1rem + env(safe-area-inset-bottom))", left: "1rem", right: "1rem" };

const LoadedToaster = lazy(async () => {
  const { Toaster: Sonner } = await loadLibrary();
  function Mounted() {
    useEffect(() => {
      mountedToasters += 1;
      const ready = waiting;
      waiting = [];
      for (const show of ready) show();
      return () => {
        mountedToasters -= 1;
      };
    }, []);
    return (
      <Sonner
        position="bottom-right"
        offset={desktopOffset}
        style={desktopWidth}
        mobileOffset={phoneOffset}
        closeButton
        toastOptions={{
          classNames: {
            toast: "!rounded-lg !border !border-border !bg-white !text-ink !shadow-lg",
            title: "!font-semibold !text-base",
            description: "!text-ink-muted !text-sm",
            error: "!border-destructive !bg-destructive-soft [&_[data-title]]:!text-destructive",
            success: "!border-emerald-300",
            info: "!border-sky-300",
          },
        }}
      />
    );
  }
  return { default: Mounted };
});

/**
 * Where toasts appear. Mounted by the pages that use toasts (forms, dashboards), not by the root,
 * so public pages do not ship the toast library. Errors use the destructive colour, not the accent.
 */
export function Toaster() {
  const show = useSyncExternalStore(
    subscribeToWanted,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  ) : null;
}

/** The spec's toasts: a title and a sentence. */
export const notify = {
  success: (title: string, description?: string, duration?: number) => withToasts((toast) => toast.success(title, { description, duration })),
  error: (title: string, description?: string) => withToasts((toast) => toast.error(title, { description })),
  /** Neither success nor failure: something the person should know (a file imported before, nothing changed). */
  info: (title: string, description?: string) => withToasts((toast) => toast.info(title, { description })),
  /** A form calls this when it is submitted again, so messages about an earlier attempt do not linger beside the new result. */
  clear: () => {
    if (wanted) withToasts((toast) => toast.dismiss());
  },
};
