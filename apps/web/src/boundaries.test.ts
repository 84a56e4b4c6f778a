import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The import boundaries of eslint.config.js (the web app's, and the server routes' ADR 036), checked on small samples as `npm run check` would lint them. */
const root = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId?.endsWith("no-restricted-imports")).map((message) => message.message);
}

const boundaryErrors = (file: string, code: string) => restrictedImports(path.join("apps/web/src", file), code);

describe("web import boundaries", () => {
  it.each([
    ["a feature importing another feature", "features/auth/x.ts", 'import { ProfileCard } from "~/features/member-dashboard/profile-card";\nvoid ProfileCard;'],
    ["a feature reaching a sibling by a relative path", "features/auth/x.ts", 'import { api } from "../member-dashboard/api";\nvoid api;'],
    ["a ui primitive importing a feature", "components/ui/x.ts", 'import { LoginForm } from "~/features/auth/login-form";\nvoid LoginForm;'],
    ["lib importing an app route", "lib/x.ts", 'import { publicPages } from "~/app/route-list";\nvoid publicPages;'],
    ["the web app importing server code", "lib/x.ts", 'import { createApp } from "@ssem/server";\nvoid createApp;'],
  ])("refuses %s", async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ["a feature using its own modules and shared code", "features/auth/x.ts", 'import { api } from "~/lib/api-client";\nimport { LoginForm } from "~/features/auth/login-form";\nimport { LINK } from "./y";\nvoid api; void LoginForm; void LINK;'],
    ["a route composing features", "app/routes/public/x.tsx", 'import { LoginForm } from "~/features/auth/login-form";\nimport { ProfileCard } from "~/features/member-dashboard/profile-card";\nvoid LoginForm; void ProfileCard;'],
    ["a type import from the server", "lib/x.ts", 'import type { AppType } from "@ssem/server";\nexport type T = AppType;'],
  ])("allows %s", async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe("server routes call their domain's modules (ADR 036)", () => {
  const route = "apps/server/src/fees/routes/x.ts";
  it.each([
    ["drizzle-orm", 'import { eq } from "drizzle-orm";\nvoid eq;'],
    ["a drizzle-orm subpath", 'import { alias } from "drizzle-orm/pg-core";\nvoid alias;'],
    ["the schema", 'import { invoices } from "../../db/schema";\nvoid invoices;'],
    ["the database client, even as a type", 'import type { Database } from "../../db/client";\nexport type D = Database;'],
  ])("refuses a route file importing %s, naming where queries go", async (_name, code) => {
    const errors = await restrictedImports(route, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("domain's query or service module");
  });

  it.each([
    ["a route calling its domain's module", route, 'import { invoiceById } from "../invoices";\nvoid invoiceById;'],
    ["a route test arranging data with drizzle", "apps/server/src/fees/routes/x.test.ts", 'import { eq } from "drizzle-orm";\nimport { invoices } from "../../db/schema";\nvoid eq; void invoices;'],
    ["a domain module using drizzle", "apps/server/src/fees/x.ts", 'import { eq } from "drizzle-orm";\nimport { invoices } from "../db/schema";\nvoid eq; void invoices;'],
  ])("allows %s", async (_name, file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
