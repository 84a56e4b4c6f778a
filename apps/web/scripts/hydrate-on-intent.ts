/**
 * The inline bootstrap of every prerendered page (ADR 006), bundled and inlined by postbuild.ts
 * in place of React Router's own. It imports the same modules and hydrates exactly as React
 * Router would, but only once the visitor shows intent (touches, moves the pointer, presses a
 * key, focuses or clicks something). Until then the page is plain HTML: fully readable, its links
 * are ordinary links, and no JavaScript beyond this script has been downloaded.
 *
 * What a visitor does before React is ready is not lost: a click on a button (menu, tab, submit)
 * is held and replayed once hydrated, so a submit button cannot send its form natively either.
 * Typed values stay in the fields, and react-hook-form reads them when it registers a field;
 * forms on prerendered pages are therefore uncontrolled (a controlled input's state would
 * start empty, whatever the field shows).
 */
export type HydrationConfig = {
  /** Module URLs imported before the entry; React Router's bootstrap imports them first. */
  modules: string[];
  /** Route id → index into `modules`, as React Router's `__reactRouterRouteModules` expects. */
  routes: Record<string, number>;
  /** React Router's client entry, imported last: it hydrates. */
  entry: string;
  /** Every module of the page, preloaded in parallel once hydration starts. */
  preloads: string[];
  /** localStorage key set while someone is signed in: their pages hydrate at once (the header shows Dashboard). */
  signedInHintKey: string;
};

const intents = ["pointerdown", "pointermove", "touchstart", "wheel", "keydown", "focusin", "click"] as const;
/** Controls that do nothing until React handles them; links and form fields work natively. */
const heldControls = "button, [role=tab], [role=button], input[type=submit]";
const pendingAttribute = "data-pending-activation";

function signedInHint(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false; // storage disabled: hydrate on intent like for any visitor
  }
}

/** Replays a held activation with the events component libraries listen to (Radix tabs select on mousedown). */
function replayActivation(control: HTMLElement) {
  if (!control.isConnected) return;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  control.dispatchEvent(new PointerEvent("pointerdown", { ...init, isPrimary: true, pointerType: "mouse" }));
  control.dispatchEvent(new MouseEvent("mousedown", init));
  control.dispatchEvent(new PointerEvent("pointerup", { ...init, isPrimary: true, pointerType: "mouse" }));
  control.dispatchEvent(new MouseEvent("mouseup", init));
  control.click();
}

export function hydrateOnIntent(config: HydrationConfig) {
  const root = document.documentElement;
  let started = false;
  let held: HTMLElement | undefined;

  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of intents) removeEventListener(type, hydrate, true);
    for (const href of config.preloads) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    void Promise.all(config.modules.map((url) => import(/* @vite-ignore */ url))).then((modules) => {
      Object.assign(window, {
        __reactRouterRouteModules: Object.fromEntries(Object.entries(config.routes).map(([id, index]) => [id, modules[index]])),
      });
      return import(/* @vite-ignore */ config.entry);
    });
  };

  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(heldControls) : null;
    if (!control) return;
    event.preventDefault();
    // Stops the event here, before the page sees it; so hydration is started from here too.
    event.stopImmediatePropagation();
    held?.removeAttribute(pendingAttribute);
    held = control;
    // Visible at once (app.css), so the visitor sees the click was taken while React loads.
    held.setAttribute(pendingAttribute, "");
    hydrate();
  };

  addEventListener("click", hold, true);

  new MutationObserver((_, observer) => {
    if (root.dataset.hydrated !== "true") return;
    observer.disconnect();
    removeEventListener("click", hold, true);
    if (!held) return;
    held.removeAttribute(pendingAttribute);
    replayActivation(held);
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });

  // A query string (?tab=…) asks for a state the prerendered HTML cannot show, and signed-in
  // members expect their header at once: both hydrate right after the first paint.
  if (location.search !== "" || signedInHint(config.signedInHintKey)) {
    requestAnimationFrame(() => setTimeout(hydrate));
  } else {
    for (const type of intents) addEventListener(type, hydrate, { capture: true, passive: true });
  }
}
