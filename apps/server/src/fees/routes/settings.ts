import { type FeeSettings, referenceTypeFor } from "@ssem/core";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { requireAccess } from "../../http/require-access";

/**
 * What the Fees tab says about the account the bills name: the creditor, and plainly whether it is
 * the published test account, which no money reaches. Read from the environment at start-up. Admins only.
 */
export const feeSettingsRoutes = new Hono<AppEnv>().use(requireAccess("admin")).get("/", (c) => {
  const { billing } = c.var.deps.env;
  const settings: FeeSettings = { creditorName: billing.creditor.name, iban: billing.iban, referenceType: referenceTypeFor(billing.iban), testAccount: billing.testAccount };
  return c.json(settings);
});
