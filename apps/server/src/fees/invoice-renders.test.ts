import { describe, expect, it } from "vitest";
import { sampleBilling, sampleInvoice } from "../testing/sample-invoice";
import { keptRendering, renderingVersion } from "./invoice-renders";

describe("keptRendering", () => {
  it("renders a version once: asking again, even at once, costs no rendering", async () => {
    const invoice = sampleInvoice(501);
    const first = keptRendering("pdf", invoice, sampleBilling, "de").output;
    expect(keptRendering("pdf", { ...invoice }, sampleBilling, "de").output).toBe(first);
    const pdf = await first;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(keptRendering("pdf", invoice, sampleBilling, "de").output).toBe(first);
  });

  it("renders anew whatever changes what is printed: a payment, a cancellation, the language, the kind", () => {
    const invoice = sampleInvoice(502);
    const version = renderingVersion("pdf", invoice, sampleBilling, "de");
    for (const other of [
      renderingVersion("pdf", { ...invoice, paidRappen: 500 }, sampleBilling, "de"),
      renderingVersion("pdf", { ...invoice, cancelledAt: new Date("2026-12-01T00:00:00Z") }, sampleBilling, "de"),
      renderingVersion("pdf", { ...invoice, billedName: "Erika Muster-Keller" }, sampleBilling, "de"),
      renderingVersion("pdf", invoice, sampleBilling, "fr"),
      renderingVersion("pdf", invoice, { ...sampleBilling, testAccount: false }, "de"),
      renderingVersion("qr-svg", invoice, sampleBilling, "de"),
    ]) {
      expect(other).not.toBe(version);
    }
    expect(renderingVersion("pdf", { ...invoice }, sampleBilling, "de")).toBe(version);
  });

  it("keeps no failed rendering: the next request tries again", async () => {
    const broken = { ...sampleInvoice(503), reference: "000000000000000000000000001" };
    const first = keptRendering("pdf", broken, sampleBilling, "en").output;
    await expect(first).rejects.toThrow(/no valid QRR reference/);
    const second = keptRendering("pdf", broken, sampleBilling, "en").output;
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
  });
});
