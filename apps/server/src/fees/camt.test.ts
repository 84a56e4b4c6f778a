import fs from "node:fs";
import path from "node:path";
import { qrReference, TEST_QR_IBAN } from "@ssem/core";
import { sampleCamt054, type SampleEntry } from "@ssem/core/camt-samples";
import { describe, expect, it } from "vitest";
import { CamtError, MAX_CAMT_DEPTH, parseCamt } from "./camt";

/** The text in chunks of `size` bytes, so that elements, entities and UTF-8 characters are cut across chunks. */
async function* inChunks(text: string, size = 7): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text, "utf8");
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}
const parse = (text: string, size?: number) => parseCamt(inChunks(text, size));
const refusal = async (text: string) => {
  const error = await parse(text).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CamtError);
  return (error as CamtError).message;
};
const problemOf = async (chunks: AsyncIterable<Uint8Array | string>) => {
  const error = await parseCamt(chunks).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CamtError);
  return (error as CamtError).problem;
};

const paying = (amountRappen: number, sequence: number, extra: Partial<SampleEntry> = {}): SampleEntry => ({
  accountServicerRef: `ACSR-${sequence}`,
  transactions: [{ amountRappen, reference: qrReference(String(sequence)), debtorName: "Müller Anna" }],
  ...extra,
});

describe("parseCamt", () => {
  for (const version of ["04", "08"] as const) {
    it(`reads credits of camt.054 v${version}: amount in Rappen, currency, date, reference, payer and their IBAN, the bank's reference, remittance`, async () => {
      const xml = sampleCamt054({
        version,
        notifications: [
          [
            {
              ...paying(1000, 42),
              bookedOn: "2026-11-03",
              transactions: [{ amountRappen: 1000, reference: "21 00000 00003 13947 14300 09017", debtorName: "Müller  Anna", debtorIban: "CH93 0076 2011 6238 5295 7", unstructured: "Fee 2026" }],
            },
          ],
        ],
      });
      const file = await parse(xml, 5);
      expect(file.version).toBe(`camt.054.001.${version}`);
      expect(file.transactions).toEqual([
        {
          direction: "credit",
          amountRappen: 1000,
          currency: "CHF",
          bookedOn: "2026-11-03",
          valueOn: "2026-11-03",
          reference: "210000000003139471430009017",
          debtorName: "Müller Anna",
          debtorIban: "CH9300762011623852957",
          bankReference: "ACSR-42",
          remittanceInfo: "Fee 2026",
          identity: "entry:ACSR-42#1",
          keys: ["entry:ACSR-42#1"],
        },
      ]);
      expect(file.accounts).toEqual([TEST_QR_IBAN]);
    });
  }

  it("gives each transaction of a batch booking its own amount and identity, across several notifications", async () => {
    const xml = sampleCamt054({
      version: "08",
      notifications: [
        [{ accountServicerRef: "BATCH-1", transactions: [{ amountRappen: 1000, reference: qrReference("1") }, { amountRappen: 2000, reference: qrReference("2") }, { amountRappen: 550, reference: qrReference("3") }] }],
        [paying(2000, 4), paying(1000, 5)],
        [paying(1000, 6)],
      ],
    });
    const file = await parse(xml);
    expect(file.transactions.map((transaction) => [transaction.amountRappen, transaction.reference, transaction.identity])).toEqual([
      [1000, qrReference("1"), "entry:BATCH-1#1"],
      [2000, qrReference("2"), "entry:BATCH-1#2"],
      [550, qrReference("3"), "entry:BATCH-1#3"],
      [2000, qrReference("4"), "entry:ACSR-4#1"],
      [1000, qrReference("5"), "entry:ACSR-5#1"],
      [1000, qrReference("6"), "entry:ACSR-6#1"],
    ]);
  });

  it("names a transaction by the bank's reference first, then the entry's, then the UETR, then a hash that two equal entries do not share; its keys hold every name", async () => {
    const uetr = "255AE394-9965-4438-AC86-F406FEADA396";
    const anonymous: SampleEntry = { transactions: [{ amountRappen: 1000, debtorName: "Cash Deposit" }] };
    const xml = sampleCamt054({
      version: "08",
      notifications: [
        [
          { accountServicerRef: "E-1", transactions: [{ amountRappen: 1000, uetr, accountServicerRef: "T-1" }] },
          { accountServicerRef: "E-2", transactions: [{ amountRappen: 1000, accountServicerRef: "T-2" }] },
          anonymous,
          anonymous,
        ],
      ],
    });
    const { transactions } = await parse(xml);
    const identities = transactions.map((transaction) => transaction.identity);
    expect(identities.slice(0, 2)).toEqual(["ref:T-1", "ref:T-2"]);
    expect(transactions[0]!.keys).toEqual(["ref:T-1", "entry:E-1#1", `uetr:${uetr.toLowerCase()}`]);
    const uetrOnly = sampleCamt054({ version: "08", notifications: [[{ transactions: [{ amountRappen: 1000, uetr }] }]] });
    expect((await parse(uetrOnly)).transactions[0]!.keys).toEqual([`uetr:${uetr.toLowerCase()}`]);
    expect(identities[2]).toMatch(/^hash:[0-9a-f]{64}#1#1$/);
    expect(identities[3]).toBe(identities[2]!.replace(/#1$/, "#2"));
    expect((await parse(xml, 3)).transactions.map((transaction) => transaction.identity)).toEqual(identities);
  });

  it("tells debits and reversals from credits, and does not count entries the bank has not booked", async () => {
    const xml = sampleCamt054({
      version: "08",
      notifications: [
        [
          paying(1000, 1),
          { ...paying(5000, 2), creditDebit: "DBIT" },
          { ...paying(1000, 3), creditDebit: "DBIT", reversal: true },
          { ...paying(1000, 4), status: "PDNG" },
          { ...paying(1000, 5), status: "INFO" },
          { ...paying(1000, 6), status: "RJCT" },
          // Money we paid coming back is no fee payment either.
          { ...paying(1000, 7), creditDebit: "CRDT", reversal: true },
        ],
      ],
    });
    const file = await parse(xml);
    expect(file.transactions.map((transaction) => [transaction.direction, transaction.reference, transaction.identity])).toEqual([
      ["credit", qrReference("1"), "entry:ACSR-1#1"],
      ["debit", qrReference("2"), "entry:ACSR-2#1"],
      ["reversal", qrReference("3"), "reversal:entry:ACSR-3#1"],
      ["debit", qrReference("7"), "entry:ACSR-7#1"],
    ]);
    expect(file.notBooked).toBe(3);
  });

  it("names line and column of malformed XML", async () => {
    const xml = sampleCamt054({ version: "04", notifications: [[paying(1000, 1)]] }).replace("</Ntry>", "</Ntryy>");
    expect(await refusal(xml)).toMatch(/^The file is not well-formed XML: .+ \(line 3, column \d+\)\.$/);
    expect(await refusal(`<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.04">\n  <a>&nbsp;</a></Document>`)).toMatch(
      /undefined entity.*\(line 3, column \d+\)/,
    );
    // An empty file is said to be empty, not broken XML.
    expect(await refusal("")).toBe("The file is empty.");
  });

  it("refuses a DTD before any entity is read (XXE)", async () => {
    const secret = path.join(fs.mkdtempSync("/tmp/camt-xxe-"), "secret.txt");
    fs.writeFileSync(secret, "TOP-SECRET");
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file://${secret}">]>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.04"><BkToCstmrDbtCdtNtfctn><Ntfctn><Ntry><Amt Ccy="CHF">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-20</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Ustrd>&xxe;</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry></Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;
    const message = await refusal(xxe);
    expect(message).toMatch(/declares a DTD \(line 2/);
    expect(message).not.toContain("TOP-SECRET");
    // The billion laughs need a DTD as well.
    expect(await refusal(`<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><Document>&lol2;</Document>`)).toMatch(/declares a DTD/);
  });

  it("refuses other documents and versions with a clear message", async () => {
    expect(await refusal(`<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08"/>`)).toMatch(
      /not a camt\.054 or camt\.053 file of a version we read .*: it is camt\.052\.001\.08\.$/,
    );
    expect(await refusal(`<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"/>`)).toMatch(/not a camt/);
    expect(await refusal(`<html><body>Hello</body></html>`)).toMatch(/its root is html/);
  });

  it("refuses bytes that are not UTF-8", async () => {
    const bytes = Buffer.concat([Buffer.from('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.04"><a>'), Buffer.from([0xff, 0xfe]), Buffer.from("</a></Document>")]);
    async function* once() {
      yield new Uint8Array(bytes);
    }
    await expect(parseCamt(once())).rejects.toThrow(/not UTF-8/);
  });

  it("refuses a credit without an amount or with one that is not a number", async () => {
    const xml = sampleCamt054({ version: "04", notifications: [[paying(1000, 1)]] });
    expect(await refusal(xml.replace(">10.00<", ">ten<"))).toMatch(/Entry 1: "ten" is not an amount/);
  });

  it("refuses nesting deeper than a bank file's at once, however deep it goes (issue 39: 40,000 levels held the server 16.9 s)", async () => {
    const nested = (depth: number) =>
      sampleCamt054({ version: "08", notifications: [[paying(1000, 1)]] }).replace("</Ntry>", `${"<a>".repeat(depth)}${"</a>".repeat(depth)}</Ntry>`);
    const started = performance.now();
    const problem = await problemOf(inChunks(nested(40_000), 64 * 1024));
    expect(problem).toMatchObject({ kind: "too_deep", max: MAX_CAMT_DEPTH, line: 3 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await refusal(nested(40_000))).toMatch(/^The file nests elements more than 32 levels deep \(line 3, column \d+\); bank files never do\.$/);
    // An entry's own depth (Document/…/Ntry is 4 levels) with room for the deepest camt element.
    expect((await parse(nested(MAX_CAMT_DEPTH - 4))).transactions).toHaveLength(1);
  });

  it("says what a file is when it is no XML at all: empty, a ZIP archive, a CSV or PDF export", async () => {
    async function* bytes(...chunks: Array<string | number[]>) {
      for (const chunk of chunks) yield typeof chunk === "string" ? new TextEncoder().encode(chunk) : new Uint8Array(chunk);
    }
    expect(await problemOf(bytes())).toEqual({ kind: "empty" });
    expect(await problemOf(bytes("  \n", "\t"))).toEqual({ kind: "empty" });
    expect(await problemOf(bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x08, 0xff]))).toEqual({ kind: "archive" });
    expect(await problemOf(bytes("Datum;Betrag;Referenz\n2026-11-20;10.00;RF18"))).toEqual({ kind: "csv" });
    expect(await problemOf(bytes("\uFEFFDate,Amount\r\n"))).toEqual({ kind: "csv" });
    // A PDF's second line is binary by convention: it was refused as text that is not UTF-8, the wrong cause (issue 39).
    expect(await problemOf(bytes("%PDF-1.7\n"))).toEqual({ kind: "pdf" });
    expect(await problemOf(bytes([...new TextEncoder().encode("%PDF-1.4\n%"), 0xe2, 0xe3, 0xcf, 0xd3]))).toEqual({ kind: "pdf" });
    expect(await problemOf(bytes("Kontoauszug November"))).toEqual({ kind: "not_xml_file" });
    expect(await problemOf(bytes("\uFEFF<Document/>"))).toEqual({ kind: "other_document", found: "Document" });
    expect(await problemOf(bytes([0x3c, 0x61, 0x3e, 0xff, 0xfe]))).toEqual({ kind: "not_utf8" });
  });

  it("reads the account of each notification: its IBAN, or the other id of an account without one", async () => {
    const xml = sampleCamt054({ version: "04", notifications: [[paying(1000, 1)], [paying(1000, 2)]] });
    expect((await parse(xml)).accounts).toEqual([TEST_QR_IBAN, TEST_QR_IBAN]);
    const other = xml.replace(`<IBAN>${TEST_QR_IBAN}</IBAN>`, "<Othr><Id>12-3456-7</Id></Othr>");
    expect((await parse(other)).accounts).toEqual(["12-3456-7", TEST_QR_IBAN]);
    expect((await parse(xml.replace(/<Acct>.*?<\/Acct>/g, ""))).accounts).toEqual([null, null]);
  });

  it("reads 10,000 entries in one pass", async () => {
    const entries = Array.from({ length: 10_000 }, (_, index) => paying(1000 + (index % 7), index + 1));
    const xml = sampleCamt054({ version: "08", notifications: [entries.slice(0, 5000), entries.slice(5000)] });
    const file = await parse(xml, 64 * 1024);
    expect(file.transactions).toHaveLength(10_000);
    expect(new Set(file.transactions.map((transaction) => transaction.identity)).size).toBe(10_000);
    expect(file.transactions.reduce((sum, transaction) => sum + transaction.amountRappen, 0)).toBe(entries.reduce((sum, entry) => sum + entry.transactions[0]!.amountRappen, 0));
  });
});

const fixtures = path.resolve(import.meta.dirname, "../../../../../shared/fixtures/camt054");
const haveFixtures = fs.existsSync(fixtures);
if (!haveFixtures) console.warn(`camt.test.ts: skipped the public sample files: ${fixtures} is absent (a clone without ../shared).`);

describe.skipIf(!haveFixtures)("parseCamt on the public sample files (genkgo/camt, MIT; ../shared/fixtures/camt054)", () => {
  const read = (name: string) => parseCamt(fs.createReadStream(path.join(fixtures, name)));
  const batch = [
    [310, "ISRREFNUMBERV1", "UNIFITS GmbH"],
    [320, "ISRREFNUMBERV2", "UNIFITS GmbH"],
    [320, "REFNUMBERV3BLOCK1", "UNIFITS GmbH"],
  ];

  for (const version of ["v4", "v8"]) {
    it(`camt.054 ${version}: a debit batch of three transactions with their own amounts and references`, async () => {
      const file = await read(`genkgo-camt054.${version}.xml`);
      expect(file.version).toBe(`camt.054.001.0${version.slice(1)}`);
      expect(file.transactions.map((transaction) => [transaction.amountRappen, transaction.reference, transaction.debtorName])).toEqual(batch);
      expect(file.transactions.every((transaction) => transaction.direction === "debit" && transaction.currency === "CHF" && transaction.bookedOn === "2007-10-18")).toBe(true);
      expect(file.transactions[2]!.remittanceInfo).toBe("Unstructured Remittance Information V3 block 1 Unstructured Remittance Information V3 block 2");
    });
  }

  it("camt.054 v2: the payer's name without Pty, the booking day of a DtTm", async () => {
    const file = await read("genkgo-camt054.v2.xml");
    expect(file.version).toBe("camt.054.001.02");
    expect(file.transactions.map((transaction) => [transaction.reference, transaction.debtorName, transaction.bookedOn])).toEqual([
      ["ISRREFNUMBERV1", "MUELLER", "2007-10-18"],
      ["ISRREFNUMBERV2", "MUELLER", "2007-10-18"],
      ["REFNUMBERV3BLOCK1", "MUELLER", "2007-10-18"],
    ]);
  });

  it("camt.054 v4 and v8: the same payment has the same identity, though the v8 file adds a UETR (issue 39)", async () => {
    let made = 0;
    // As banks deliver v08: each transaction's UETR beside its other references (genkgo-camt054.v8-with-UETR.xml).
    const withUetr = fs
      .readFileSync(path.join(fixtures, "genkgo-camt054.v8.xml"), "utf8")
      .replace(/<\/EndToEndId>/g, () => `</EndToEndId><UETR>255ae394-9965-4438-ac86-f406feada39${(made += 1)}</UETR>`);
    const [v4, v8] = [await read("genkgo-camt054.v4.xml"), await parseCamt(inChunks(withUetr, 4096))];
    expect(v8.transactions.map((transaction) => transaction.keys.at(-1))).toEqual([1, 2, 3].map((n) => `uetr:255ae394-9965-4438-ac86-f406feada39${n}`));
    expect(v8.transactions.map((transaction) => transaction.identity)).toEqual(v4.transactions.map((transaction) => transaction.identity));
    expect(v4.transactions.map((transaction) => transaction.identity)).toEqual([1, 2, 3].map((n) => `entry:ACSR160617103200001#${n}`));
  });

  it("camt.054 v8 with UETR: the UETR is the identity", async () => {
    const file = await read("genkgo-camt054.v8-with-UETR.xml");
    expect(file.transactions).toMatchObject([{ direction: "debit", amountRappen: 20_000_000, currency: "SEK", identity: "uetr:255ae394-9965-4438-ac86-f406feada396" }]);
  });

  for (const version of ["v4", "v8"]) {
    it(`camt.053 ${version}: the statement's one booked credit, not its balances`, async () => {
      const file = await read(`genkgo-camt053.${version}.xml`);
      expect(file.version).toBe(`camt.053.001.0${version.slice(1)}`);
      expect(file.transactions).toEqual([
        {
          direction: "credit",
          amountRappen: 885,
          currency: "EUR",
          bookedOn: "2014-12-31",
          valueOn: "2015-01-02",
          reference: "4654654654654654",
          debtorName: "NAME NAME",
          debtorIban: "NL56AGDH9619008421",
          bankReference: "AAAASESS-FP-CN_98765/01",
          remittanceInfo: null,
          identity: "entry:AAAASESS-FP-CN_98765/01#1",
          keys: ["entry:AAAASESS-FP-CN_98765/01#1"],
        },
      ]);
      expect(file.accounts).toEqual(["NL26VAYB8060476890"]);
    });
  }
});
