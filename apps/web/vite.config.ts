import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Canonical links and the sitemap need the public origin at build time.
const publicUrl = (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  define: { __PUBLIC_URL__: JSON.stringify(publicUrl) },
  build: { sourcemap: false },
  // `react-router dev` talks to an API server started separately (API_PORT, default 3000).
  server: { proxy: { "/api": `http://localhost:${process.env.API_PORT || 3000}` } },
});
