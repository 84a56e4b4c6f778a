import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The import boundaries of eslint.config.js, checked on small samples as `npm run check` would lint them. */
const root = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, "apps/web/src", file) });
  return result!.messages.filter((message) => message.ruleId?.endsWith("no-restricted-imports")).map((message) => message.message);
}

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
