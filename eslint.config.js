import fs from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const webSource = "apps/web/src";
const features = fs.readdirSync(`${webSource}/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/**
 * The web app's boundaries (Bulletproof React, ADR 010): shared code (ui primitives, lib) knows no
 * feature and no route; a feature uses no other feature's code (pages compose features); and
 * the server is only ever seen through its types.
 */
const boundaries = [
  {
    files: [`${webSource}/**/*.{ts,tsx}`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "@ssem/server", allowTypeImports: true, message: "The web app imports only types from the server." }] },
      ],
    },
  },
  {
    files: [`${webSource}/components/**/*.{ts,tsx}`, `${webSource}/lib/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/features/*", "~/app/*", "**/features/**", "**/app/**"], message: "Shared code imports neither features nor app routes." }] },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`${webSource}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*", `!~/features/${feature}`, `!~/features/${feature}/*`, "../*", "~/app/routes/*"],
              message: `A feature uses only its own code and shared code; compose features in a route instead (features/${feature}).`,
            },
          ],
        },
      ],
    },
  })),
  {
    // Later than the feature's own rule, so it replaces it for these files: no `~` at all, and still nothing above.
    files: [`${webSource}/features/events/markup/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "../*"],
              message: "The server renders this folder (ADR 029, one renderer for /events) and imports it by relative path: only packages and this folder's own files.",
            },
          ],
        },
      ],
    },
  },
];

/**
 * The server's route handlers validate and answer HTTP; what they read and write goes through their domain's query or
 * service module (fees/, accounts/, members/, …), which takes the database from the caller (ADR 036). Every router sits
 * in its folder's routes/ (fees/routes/, events/routes/, http/routes/health.ts, …; ADR 041). Tests arrange data with
 * drizzle and are left out.
 */
const serverRoutes = {
  files: ["apps/server/src/*/routes/**/*.{ts,tsx}"],
  ignores: ["**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["drizzle-orm", "drizzle-orm/*", "**/db/schema", "**/db/client"],
            message: "A route handler calls its domain's query or service module (e.g. apps/server/src/fees/, accounts/, members/) and passes it c.var.deps.db; queries live there, not in <domain>/routes/ (ADR 036).",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/build/**", "**/dist/**", "**/.react-router/**", "data/**", "**/test-results/**", "**/playwright-report/**", "packages/core/src/i18n/paraglide/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Start-up output and build scripts talk to the person running them.
    files: ["apps/server/src/index.ts", "apps/server/scripts/**", "apps/web/scripts/**", ".ci/**"],
    rules: { "no-console": "off" },
  },
  ...boundaries,
  serverRoutes,
  {
    // A failure is shown in the reader's language (issue 26, ADR 029): the server's sentence is English.
    files: [`${webSource}/features/**/*.{ts,tsx}`, `${webSource}/app/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='message']:matches([object.name=/^(error|failure)$/], [object.property.name='error'])",
          message: "Show a failure with errorMessageIn(error, locale) (lib/error-message): the server's message is English.",
        },
      ],
    },
  },
);
