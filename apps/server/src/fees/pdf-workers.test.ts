import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { sampleBilling, sampleInvoice } from "../testing/sample-invoice";
import { renderInvoicePdf } from "./invoice-pdf";
import { PDF_WORKER_NICE, renderInvoicePdfInWorker } from "./pdf-workers";

const billing = sampleBilling;
const invoice = sampleInvoice(77);

/** The nice value of each thread of this process (Linux: field 19 of /proc/<pid>/task/<tid>/stat). */
function niceOf(statFile: string): number {
  const stat = fs.readFileSync(statFile, "utf8");
  // The command name may hold spaces: the fields are counted after its closing parenthesis.
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

const threadNiceValues = () => fs.readdirSync("/proc/self/task").map((tid) => niceOf(`/proc/self/task/${tid}/stat`));

describe("renderInvoicePdfInWorker", () => {
  it("renders the same bill as the main thread would, in the member's language", async () => {
    const [inWorker, here] = await Promise.all([renderInvoicePdfInWorker(invoice, billing, "de"), renderInvoicePdf(invoice, billing, "de")]);
    // pdfkit stamps the creation time, a random id and random tags on the embedded fonts' subsets: the pages themselves must match.
    const strip = (pdf: Buffer) =>
      pdf
        .toString("latin1")
        .replace(/\(D:\d+Z\)/g, "")
        .replace(/\/ID \[[^\]]*\]/, "")
        .replace(/\/[A-Z]{6}\+/g, "/");
    expect(strip(inWorker)).toBe(strip(here));
  });

  it.runIf(process.platform === "linux")("renders at a lower CPU priority, so that requests go first during a renewal", async () => {
    await renderInvoicePdfInWorker(invoice, billing, "en");
    // One thread, the worker's; the thread that answers requests (this test's) keeps its priority.
    expect(PDF_WORKER_NICE).toBeGreaterThan(0);
    expect(threadNiceValues().filter((value) => value === PDF_WORKER_NICE)).toHaveLength(1);
    expect(niceOf("/proc/thread-self/stat")).toBe(0);
  });
});
