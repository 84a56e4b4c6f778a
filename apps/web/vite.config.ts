import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { localizedShells } from "./scripts/localized-shells.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), localizedShells()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        // V8 compiles every function of a chunk on a background thread while it downloads, instead of each
        // on the main thread at its first call during hydration: a first-time visitor's browser has no code
        // cache, and that compiling made its hydration tasks long (ADR 006). A page loads only the chunks it
        // runs. After minification, which would drop the comment, and first in the file, where V8 looks.
        postBanner: "//# allFunctionsCalledOnLoad",
        // Few, larger shared chunks: on a phone every extra request costs a round trip before hydration.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            // The site shell's messages (header, navigation, footer, error pages) and the catalogue's runtime go with
            // the shell; every other message stays in the chunk of the page that uses it (ADR 029).
            { name: "ui", test: /src[\\/]components[\\/](layout[\\/]|ui[\\/](button|page|external-link|localized-link|card)\.tsx)|src[\\/]lib[\\/](utils|locale)|node_modules[\\/]clsx[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|createLucideIcon|Icon|defaultAttributes|shared)|i18n[\\/]paraglide[\\/](runtime|messages[\\/](header|nav|footer|error|lang)_)/, priority: 1 },
          ],
        },
      },
    },
  },
  // `react-router dev` talks to an API server started separately (API_PORT, default 3000).
  // The Host header is kept, so the API's same-origin check accepts the dev server's requests.
  server: { proxy: { "/api": { target: `http://localhost:${process.env.API_PORT || 3000}`, changeOrigin: false } } },
});
