import { describe, expect, it } from "vitest";
import { bootstrapScript, reactRouterBootstrap, transformPrerenderedPage } from "./hydration-transform";
import type { HydrationConfig } from "./hydrate-on-intent";

// React Router 7.18's bootstrap of a nested page, copied from a build.
const reactRouterSource = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/about-3.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/public/about":route1};',
  "",
  'import("/assets/entry.client-4.js");',
].join("\n");

const page = (bootstrap: string) =>
  `<html><head><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/framework-5.js"/>` +
  `<link rel="stylesheet" href="/assets/app.css"/></head><body><main>About</main>` +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script></body></html>`;

/** Stands in for the bundled bootstrap, so the test can read the configuration it is given. */
const configScript = (config: HydrationConfig) => `hydrate(${JSON.stringify(config)})`;
const configOf = (html: string) => JSON.parse(/hydrate\((.*)\)<\/script>/.exec(html)![1]!) as HydrationConfig;

describe("transformPrerenderedPage", () => {
  it("replaces React Router's bootstrap with one that imports the same modules, and drops the preloads", () => {
    const html = transformPrerenderedPage(page(reactRouterSource), "about/index.html", configScript);
    expect(configOf(html)).toEqual({
      modules: ["/assets/manifest-1.js", "/assets/root-2.js", "/assets/about-3.js"],
      routes: { root: 1, "routes/public/about": 2 },
      entry: "/assets/entry.client-4.js",
      preloads: ["/assets/entry.client-4.js", "/assets/framework-5.js"],
      signedInHintKey: "ssem:signed-in",
    });
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("import ");
    // React Router's element stays for React to hydrate, but empty.
    expect(html).toContain('<script type="module" async=""></script></body>');
    // First in <head>, ahead of the stylesheet, so it runs before the body is parsed.
    expect(html).toContain('<head><script>hydrate({');
    expect(html.indexOf("hydrate(")).toBeLessThan(html.indexOf('rel="stylesheet"'));
    // Everything else is left as it was.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("rebuilds React Router's bootstrap exactly from its parts", () => {
    expect(
      reactRouterBootstrap({
        manifest: "/assets/manifest-1.js",
        routes: [
          { id: "root", module: "/assets/root-2.js" },
          { id: "routes/public/about", module: "/assets/about-3.js" },
        ],
        entry: "/assets/entry.client-4.js",
      }),
    ).toBe(reactRouterSource);
  });

  it.each([
    ["a statement it does not know", reactRouterSource.replace("  \n", '  window.__reactRouterManifest = {};\n')],
    ["a route split into chunks", reactRouterSource.replace('import * as route1 from "/assets/about-3.js";', 'import * as route1_clientLoader from "/assets/about-loader.js";\nimport * as route1_main from "/assets/about-3.js";\nconst route1 = {...route1_clientLoader,...route1_main};')],
    ["a route without its module", reactRouterSource.replace('import * as route1 from "/assets/about-3.js";\n', "")],
    ["no entry", reactRouterSource.replace('import("/assets/entry.client-4.js");', "")],
  ])("fails the build on a bootstrap with %s", (_, source) => {
    expect(() => transformPrerenderedPage(page(source), "about/index.html", configScript)).toThrow(/about\/index\.html/);
  });

  it("fails the build on a page without exactly one bootstrap", () => {
    expect(() => transformPrerenderedPage("<html><body></body></html>", "x.html", configScript)).toThrow(/0 module scripts/);
  });

  it("inlines hydrate-on-intent as one self-contained classic script", () => {
    const script = bootstrapScript({ modules: ["/m.js"], routes: { root: 0 }, entry: "/e.js", preloads: [], signedInHintKey: "k" });
    expect(script).toMatch(/^\(\(\)=>\{/);
    expect(script).not.toMatch(/^import\s|\bimport\s*["{*]|\bexport\b/m);
    expect(script).toContain('"/e.js"');
    expect(script).toContain("data-hydrated");
  });
});
