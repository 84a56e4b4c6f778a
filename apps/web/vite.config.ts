import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Few, larger shared chunks: on a phone every extra request costs a round trip before hydration.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            { name: "ui", test: /src[\\/]components[\\/](layout[\\/]|ui[\\/](button|page|external-link|card)\.tsx)|src[\\/]lib[\\/]utils|node_modules[\\/](clsx|tailwind-merge)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|createLucideIcon|Icon|defaultAttributes|shared)/, priority: 1 },
          ],
        },
      },
    },
  },
  // `react-router dev` talks to an API server started separately (API_PORT, default 3000).
  // The Host header is kept, so the API's same-origin check accepts the dev server's requests.
  server: { proxy: { "/api": { target: `http://localhost:${process.env.API_PORT || 3000}`, changeOrigin: false } } },
});
