/**
 * The inline bootstrap of every prerendered page (ADR 006), bundled and inlined at the top of
 * <head> by postbuild.ts in place of React Router's own. It imports the same modules and hydrates exactly as React
 * Router would, but only once the browser is idle after the page has loaded, or earlier when the
 * visitor shows intent (touches, moves the pointer, presses a key, focuses or clicks something).
 * The framework thus loads while the visitor reads, not at their first tap.
 *
 * Until React is ready the page answers by itself: the phone menu is a native popover, a link
 * or tap to a tab (?tab=) shows that tab at once, and a click on any other button (submit,
 * "show more") is held and replayed once hydrated, so a submit button cannot send its form
 * natively either. Typed values stay in the fields, and react-hook-form reads them when it
 * registers a field; forms on prerendered pages are therefore uncontrolled.
 */
import { hydratedAttribute } from "../src/lib/hydration-marker";

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
/** Controls that do nothing until React handles them; links, form fields and popover buttons work natively. */
const heldControls = "button:not([popovertarget]), [role=tab], [role=button], input[type=submit]";
const pendingAttribute = "data-pending-activation";
/** Tabs whose selection lives in ?tab= (useTabParam); the attribute's value is the default tab. */
const tabParamRoot = "[data-tab-param]";
/** sessionStorage: the build (its entry module) for which this tab already reloaded after a failed module load. */
const reloadedForBuildKey = "ssem:reloaded-for-build";

function signedInHint(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false; // storage disabled: hydrate like for any visitor
  }
}

/**
 * Reloads once per build: after a deploy removed this page's hashed modules, the reload fetches
 * the current HTML. If the same build fails again (or storage is disabled), the page stays as
 * the readable, linked HTML it is.
 */
function reloadOnceFor(build: string) {
  try {
    if (sessionStorage.getItem(reloadedForBuildKey) === build) return;
    sessionStorage.setItem(reloadedForBuildKey, build);
  } catch {
    return;
  }
  location.reload();
}

/** Replays a held activation with the events component libraries listen to (Radix selects on mousedown). */
function replayActivation(control: HTMLElement) {
  if (!control.isConnected) return;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  control.dispatchEvent(new PointerEvent("pointerdown", { ...init, isPrimary: true, pointerType: "mouse" }));
  control.dispatchEvent(new MouseEvent("mousedown", init));
  control.dispatchEvent(new PointerEvent("pointerup", { ...init, isPrimary: true, pointerType: "mouse" }));
  control.dispatchEvent(new MouseEvent("mouseup", init));
  control.click();
}

/**
 * Selects a tab in the prerendered DOM with the attributes Radix renders, which React takes over
 * unchanged when it hydrates: useTabParam reads the same ?tab= the URL now carries.
 */
function showTab(tab: HTMLElement) {
  for (const other of tab.closest("[role=tablist]")?.querySelectorAll<HTMLElement>("[role=tab]") ?? []) {
    const state = other === tab ? "active" : "inactive";
    other.setAttribute("aria-selected", String(other === tab));
    other.dataset.state = state;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) panel.dataset.state = state;
  }
}

function tabParam(tab: HTMLElement) {
  const root = tab.closest<HTMLElement>(tabParamRoot);
  const value = tab.dataset.value;
  if (!root || value === undefined) return;
  const url = new URL(location.href);
  if (value === root.dataset.tabParam) url.searchParams.delete("tab");
  else url.searchParams.set("tab", value);
  history.replaceState(history.state, "", url);
}

/** Keeps a popover button's aria-expanded true to its popover until React does it. */
function syncExpanded(event: Event) {
  const popover = event.target;
  if (!(event instanceof ToggleEvent) || !(popover instanceof HTMLElement) || !popover.id) return;
  for (const invoker of document.querySelectorAll(`[popovertarget="${CSS.escape(popover.id)}"]`)) {
    invoker.setAttribute("aria-expanded", String(event.newState === "open"));
  }
}

/** How many module preloads one task starts. */
const preloadsPerTask = 6;

/**
 * Preloads the page's modules a few per task: starting one costs Chromium a quarter to half a
 * millisecond, four times that on a phone, so a page's twenty-odd at once would be a long task
 * of their own while the visitor reads (ADR 006). The first batch holds React Router's first
 * modules; the rest follow within milliseconds.
 */
function preloadInBatches(hrefs: readonly string[]) {
  for (const href of hrefs.slice(0, preloadsPerTask)) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
  if (hrefs.length > preloadsPerTask) setTimeout(() => preloadInBatches(hrefs.slice(preloadsPerTask)));
}

/** Resolves in a task of its own, without the clamping that nested timeouts get. */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Evaluates the page's modules a chunk per task, in React Router's order (a chunk whose imports
 * have not run yet runs them first, in its task): evaluated as one graph, the framework, a
 * form's validation library and the route's own modules made one long task of 30–70 ms on a
 * desktop (ADR 006).
 */
async function evaluateInTurn(urls: readonly string[]) {
  for (const url of urls) {
    await import(/* @vite-ignore */ url);
    await nextTask();
  }
}

export function hydrateOnIntent(config: HydrationConfig) {
  const root = document.documentElement;
  // React hydrates the whole document, so the entry is imported once it has been parsed.
  const parsed = new Promise<void>((resolve) => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => resolve(), { once: true });
    else resolve();
  });
  let started = false;
  let held: HTMLElement | undefined;

  let failed = false;
  /** React took over: it handles every control from now on. */
  const handOver = () => {
    held?.removeAttribute(pendingAttribute);
    removeEventListener("click", hold, true);
    document.removeEventListener("toggle", syncExpanded, true);
    hydrated.disconnect();
  };

  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of intents) removeEventListener(type, hydrate, true);
    preloadInBatches(config.preloads);
    // The entry hydrates when it is evaluated, so it comes last, once the route modules are known.
    evaluateInTurn([...new Set([...config.preloads, ...config.modules])].filter((url) => url !== config.entry))
      .then(() => Promise.all([...config.modules.map((url) => import(/* @vite-ignore */ url)), parsed]))
      .then((modules) => {
        Object.assign(window, {
          __reactRouterRouteModules: Object.fromEntries(Object.entries(config.routes).map(([id, index]) => [id, modules[index]])),
        });
        return import(/* @vite-ignore */ config.entry);
      })
      .catch(() => {
        // A module is gone (a deploy replaced the build) or the network failed: nothing stays
        // pending or held any more, tabs keep switching, and everything else is plain HTML.
        failed = true;
        held?.removeAttribute(pendingAttribute);
        hydrated.disconnect();
        reloadOnceFor(config.entry);
      });
  };

  function hold(event: Event) {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(heldControls) : null;
    if (!control) return;
    const tab = control.matches(`${tabParamRoot} [role=tab]`);
    if (tab) {
      // The tab answers at once; the replay only tells React, should it have read the URL before.
      showTab(control);
      tabParam(control);
    }
    if (failed) return;
    event.preventDefault();
    // Stops the event here, before the page sees it; so hydration is started from here too.
    event.stopImmediatePropagation();
    held?.removeAttribute(pendingAttribute);
    held = control;
    if (!tab) {
      // Visible at once (app.css), so the visitor sees the tap was taken while React loads.
      control.setAttribute(pendingAttribute, "");
    }
    hydrate();
  }

  const hydrated = new MutationObserver(() => {
    if (!root.hasAttribute(hydratedAttribute)) return;
    handOver();
    if (held) replayActivation(held);
  });
  hydrated.observe(root, { attributes: true, attributeFilter: [hydratedAttribute] });
  addEventListener("click", hold, true);
  document.addEventListener("toggle", syncExpanded, true);

  // A link to a tab shows that tab at the first paint: this script runs at the top of <head>,
  // and a mutation observer's callback runs before the browser renders what the parser added.
  const requested = new URLSearchParams(location.search).get("tab");
  if (requested) {
    const showRequested = () => {
      const linked = document.querySelector<HTMLElement>(`${tabParamRoot} [role=tab][data-value="${CSS.escape(requested)}"]`);
      if (linked) showTab(linked);
    };
    const parsing = new MutationObserver(showRequested);
    parsing.observe(document, { childList: true, subtree: true });
    void parsed.then(() => {
      parsing.disconnect();
      showRequested();
    });
  }

  if (signedInHint(config.signedInHintKey)) {
    // Signed-in members expect their header (Dashboard) at once.
    requestAnimationFrame(() => setTimeout(hydrate));
    return;
  }
  for (const type of intents) addEventListener(type, hydrate, { capture: true, passive: true });
  const whenIdle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(hydrate, { timeout: 2000 }) : setTimeout(hydrate, 200));
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
