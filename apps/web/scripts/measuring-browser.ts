/**
 * The measuring browsers (Lighthouse's and the throttled phone's) do not offer to translate pages. They are in
 * English, so they offered it for every /de, /fr and /it page (chrome-launcher's `--disable-features=Translate` no
 * longer stops that in Chromium 156, and Playwright does not disable it): for about a quarter of a second after the
 * load, while the page hydrates, the browser's own window redrew every frame, some 80 ms of CPU in the browser and
 * GPU processes. On two cores that took the page's main thread off the CPU; Lantern multiplies its tasks' wall time
 * by 4, so the localized pages' TBT came out higher than their English pages' with the same script (issue 26,
 * /de/membership; docs/benchmarks.md, session 17). A visitor reading a page in their own language is not offered a
 * translation either.
 */
export const measuringBrowserPrefs = { translate: { enabled: false } };
