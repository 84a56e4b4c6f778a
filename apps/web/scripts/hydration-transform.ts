/**
 * The HTML transform postbuild.ts applies to every prerendered page (ADR 006): React Router's
 * inline bootstrap is replaced with hydrate-on-intent.ts, which imports the same modules and
 * hydrates the same way once the browser is idle or the visitor shows intent, and the module
 * preloads leave the HTML so that they cannot compete with the first paint.
 */
import * as esbuild from "esbuild";
import { signedInHintKey } from "../src/lib/session-hint";
import type { HydrationConfig } from "./hydrate-on-intent";

/** What React Router's bootstrap of a prerendered page is made of. */
export type ReactRouterBootstrap = {
  /** The route manifest module, imported first. */
  manifest: string;
  /** The matched routes, outermost first, each with its one module (split route modules are off). */
  routes: { id: string; module: string }[];
  /** The client entry, imported last: it hydrates. */
  entry: string;
};

/** React Router 7's inline module script of a prerendered page, exactly as its <Scripts> writes it. */
export function reactRouterBootstrap({ manifest, routes, entry }: ReactRouterBootstrap): string {
  return [
    `import ${JSON.stringify(manifest)};`,
    ...routes.map(({ module }, index) => `import * as route${index} from ${JSON.stringify(module)};`),
    "  ",
    `  window.__reactRouterRouteModules = {${routes.map(({ id }, index) => `${JSON.stringify(id)}:route${index}`).join(",")}};`,
    "",
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
}

/**
 * Extracts the parts of React Router's bootstrap and rebuilds it from them: any difference (a
 * React Router upgrade that writes something more, or in another way) fails the build, because
 * the replacement would silently leave it out.
 */
export function parseReactRouterBootstrap(source: string, file: string): ReactRouterBootstrap {
  const manifest = /^import "([^"]+)";$/m.exec(source)?.[1] ?? "";
  const modules = new Map([...source.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map(([, name, url]) => [name!, url!]));
  const routeModules = /window\.__reactRouterRouteModules = \{([^}]*)\};/.exec(source)?.[1] ?? "";
  const routes = [...routeModules.matchAll(/"([^"]+)":(route\d+)/g)].map(([, id, name]) => ({ id: id!, module: modules.get(name!) ?? "" }));
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1] ?? "";
  const parts = { manifest, routes, entry };
  const expected = reactRouterBootstrap(parts);
  if (expected !== source) {
    throw new Error(
      `postbuild: React Router's bootstrap in ${file} is not the one its parts make; update hydration-transform.ts.\n` +
        `found:\n${source}\nexpected from ${JSON.stringify(parts)}:\n${expected}`,
    );
  }
  return parts;
}

/** hydrate-on-intent.ts bundled and called with the page's configuration, as a classic inline script. */
export function bootstrapScript(config: HydrationConfig): string {
  return esbuild
    .buildSync({
      stdin: {
        contents: `import { hydrateOnIntent } from "./hydrate-on-intent";\nhydrateOnIntent(${JSON.stringify(config)});`,
        resolveDir: import.meta.dirname,
        loader: "ts",
      },
      bundle: true,
      minify: true,
      format: "iife",
      target: "es2022",
      write: false,
    })
    .outputFiles[0]!.text.trim();
}

const bootstrapElement = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const firstStylesheet = '<link rel="stylesheet"';

/**
 * Replaces React Router's bootstrap of a prerendered page with hydrate-on-intent (see the file's
 * head). The new one is a classic script ahead of the stylesheet: it runs at once, before the
 * body is parsed, so it can show a linked tab before the first paint.
 */
export function transformPrerenderedPage(html: string, file: string, script = bootstrapScript): string {
  const bootstraps = [...html.matchAll(bootstrapElement)];
  if (bootstraps.length !== 1) throw new Error(`postbuild: ${file} has ${bootstraps.length} module scripts, React Router writes one`);
  const [element, source] = bootstraps[0]!;
  const { manifest, routes, entry } = parseReactRouterBootstrap(source!, file);
  const modules = [manifest, ...new Set(routes.map((route) => route.module))];
  const config: HydrationConfig = {
    modules,
    routes: Object.fromEntries(routes.map(({ id, module }) => [id, modules.indexOf(module)])),
    entry,
    preloads: [...html.matchAll(modulePreload)].map((match) => match[1]!),
    signedInHintKey,
  };
  if (!html.includes(firstStylesheet)) throw new Error(`postbuild: ${file} has no stylesheet to put the bootstrap ahead of`);
  return html
    .replace(modulePreload, "")
    // React hydrates the body expecting React Router's script element: it stays, empty (an empty inline script never runs).
    .replace(element, '<script type="module" async=""></script>')
    .replace(firstStylesheet, () => `<script>${script(config)}</script>${firstStylesheet}`);
}
