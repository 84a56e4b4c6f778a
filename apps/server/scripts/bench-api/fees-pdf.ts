/**
 * Issue 23: one invoice PDF (A4 page and the QR-bill payment part) renders with a median under
 * 50 ms. Rendering needs no server or database, so it runs in the bench's own process, as the
 * server would run it, after a warm-up that loads the fonts and the QR encoder.
 */
import { renderInvoicePdf } from "../../src/fees/invoice-pdf";
import { sampleBilling as billing, sampleInvoice as invoice } from "../../src/testing/sample-invoice";
import { type BenchSection, median } from "./harness";

const goalMs = 50;
const warmUp = 20;
const renders = 200;
export const feesPdf: BenchSection = {
  name: "fees-pdf",
  describe: `fees-pdf: median of ${renders} invoice PDFs rendered one after another in the bench process (after ${warmUp} to warm up); no server involved, shown in both columns.`,
  async run({ report }) {
    for (let sequence = 1; sequence <= warmUp; sequence += 1) await renderInvoicePdf(invoice(sequence), billing, "en");
    const times: number[] = [];
    for (let sequence = 1; sequence <= renders; sequence += 1) {
      const started = performance.now();
      await renderInvoicePdf(invoice(sequence), billing, "en");
      times.push(performance.now() - started);
    }
    const ms = median(times);
    report("invoice PDF render, median (ms)", ms.toFixed(1), ms.toFixed(1), `< ${goalMs}`, ms < goalMs);
  },
};
