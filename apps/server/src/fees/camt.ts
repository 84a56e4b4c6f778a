import { createHash } from "node:crypto";
import { type BankFileProblem, normalizeReference } from "@ssem/core";
import { SaxesParser, type SaxesTagNS } from "saxes";

/**
 * A streaming reader of the bank's ISO 20022 files: camt.054 (debit/credit notifications, versions
 * 02, 04 and 08) and camt.053 (statements, 04 and 08), whose entries share one structure. It keeps
 * only what the fee import needs, one entry at a time, so a file of 10,000 transactions is read in
 * one pass without building a document tree. No DTD is read: a DOCTYPE refuses the file (no
 * external entities, no entity expansion), and saxes itself knows no entities beyond XML's five.
 * Nesting deeper than a bank file's refuses the file too: saxes' namespace handling costs more
 * with every level, and 40,000 levels held the server for 16.9 s (issue 39).
 */

/** Deeper than any camt.054/053 element (their schemas nest 16 levels at most), with room to spare. */
export const MAX_CAMT_DEPTH = 32;

export const camtNamespaces = {
  "urn:iso:std:iso:20022:tech:xsd:camt.054.001.02": "camt.054.001.02",
  "urn:iso:std:iso:20022:tech:xsd:camt.054.001.04": "camt.054.001.04",
  "urn:iso:std:iso:20022:tech:xsd:camt.054.001.08": "camt.054.001.08",
  "urn:iso:std:iso:20022:tech:xsd:camt.053.001.04": "camt.053.001.04",
  "urn:iso:std:iso:20022:tech:xsd:camt.053.001.08": "camt.053.001.08",
} as const;
export type CamtVersion = (typeof camtNamespaces)[keyof typeof camtNamespaces];

/** What a transaction did to our account: money in, money out, or a credit taken back. */
export type CamtDirection = "credit" | "debit" | "reversal";

export type CamtTransaction = {
  direction: CamtDirection;
  /** Positive; a reversal's amount is the amount taken back (a debit's is 0 when the file lacks it). */
  amountRappen: number;
  currency: string;
  bookedOn: string;
  valueOn: string | null;
  /** The structured creditor reference (QR or RF), spaces removed and upper case. */
  reference: string | null;
  debtorName: string | null;
  /** The payer's account (RltdPties/DbtrAcct/Id/IBAN), for the books. */
  debtorIban: string | null;
  /** The bank's reference of the transaction (AcctSvcrRef), else of its entry, for the books. */
  bankReference: string | null;
  remittanceInfo: string | null;
  /**
   * The bank's stable id of the transaction: the transaction's account servicer reference, else
   * the entry's with the transaction's place in it, else the UETR, else a hash of the entry. The
   * same file read twice gives the same identities, and so do its camt.054 v04 and v08 versions.
   */
  identity: string;
  /**
   * Every name the file gives the transaction, the identity first: the bank's references and the
   * UETR (which v04 files lack). Any one of them known means the transaction is known.
   */
  keys: string[];
};

export type CamtFile = {
  version: CamtVersion;
  transactions: CamtTransaction[];
  /** Entries the bank has not booked (pending, information only, rejected): not counted. */
  notBooked: number;
  /** The account of each notification or statement (its IBAN, else its other id), null where it names none. */
  accounts: Array<string | null>;
};

/** The file cannot be read as a bank file; the message says why and, for broken XML, where, and `problem` the same for the screen. */
export class CamtError extends Error {
  constructor(
    message: string,
    readonly problem: BankFileProblem,
  ) {
    super(message);
  }
}

const MAX_RAPPEN = 2_147_483_647;
/** An ISO 20022 amount: up to 18 digits of which 5 fraction digits; ours fit PostgreSQL's integer Rappen. */
const amountPattern = /^\d{1,13}(\.\d{1,5})?$/;

type Transaction = {
  amount: string | null;
  currency: string | null;
  uetr: string | null;
  accountServicerRef: string | null;
  reference: string | null;
  debtorName: string | null;
  debtorIban: string | null;
  unstructured: string[];
};

type Entry = {
  number: number;
  amount: string | null;
  currency: string | null;
  creditDebit: string | null;
  reversal: boolean;
  status: string | null;
  bookedOn: string | null;
  valueOn: string | null;
  accountServicerRef: string | null;
  transactions: Transaction[];
  /** Every element path and text of the entry, hashed into the identity of an entry that has no reference. */
  content: string[];
};

/** The elements whose text the import reads; the others only go into an entry's hash. */
const fieldNames = new Set(["Amt", "CdtDbtInd", "RvslInd", "Sts", "Cd", "Dt", "DtTm", "AcctSvcrRef", "UETR", "Ref", "Ustrd", "Nm", "IBAN"]);

const newTransaction = (): Transaction => ({ amount: null, currency: null, uetr: null, accountServicerRef: null, reference: null, debtorName: null, debtorIban: null, unstructured: [] });

/** "2026-11-25" from a Dt or the day of a DtTm ("2026-11-25T13:15:00+01:00", the bank's own day). */
function day(text: string): string | null {
  const found = /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
  if (!found) return null;
  const date = new Date(`${found}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(found) ? found : null;
}

function rappen(amount: string, where: string, entry: number): number {
  if (!amountPattern.test(amount)) throw new CamtError(`${where}: "${amount}" is not an amount.`, { kind: "bad_entry", entry });
  const value = Math.round(Number(amount) * 100);
  if (value > MAX_RAPPEN) throw new CamtError(`${where}: the amount ${amount} is too large.`, { kind: "bad_entry", entry });
  return value;
}

/** A debit is only counted: an amount it lacks or garbles is 0 rather than a refusal of the file. */
const debitRappen = (amount: string | null) => (amount && amountPattern.test(amount) ? Math.min(MAX_RAPPEN, Math.round(Number(amount) * 100)) : 0);

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Reads a camt.054 or camt.053 file from its bytes (any chunking) and returns its transactions in
 * file order. Throws CamtError for anything that is not a readable bank file of a known version.
 */
export async function parseCamt(chunks: AsyncIterable<Uint8Array | string>): Promise<CamtFile> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let version: CamtVersion | null = null;
  const path: string[] = [];
  let text = "";
  let entry: Entry | null = null;
  let transaction: Transaction | null = null;
  let entryCount = 0;
  let notBooked = 0;
  const transactions: CamtTransaction[] = [];
  const hashSeen = new Map<string, number>();
  const accounts: Array<string | null> = [];

  const where = () => `line ${parser.line}, column ${parser.column + 1}`;

  parser.on("doctype", () => {
    throw new CamtError(`The file declares a DTD (${where()}); bank files have none, and we do not read them.`, { kind: "dtd" });
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    if (path.length >= MAX_CAMT_DEPTH) {
      throw new CamtError(`The file nests elements more than ${MAX_CAMT_DEPTH} levels deep (${where()}); bank files never do.`, {
        kind: "too_deep",
        max: MAX_CAMT_DEPTH,
        line: parser.line,
        column: parser.column + 1,
      });
    }
    if (path.length === 0) {
      const known = camtNamespaces[tag.uri as keyof typeof camtNamespaces];
      if (tag.local !== "Document" || !known) {
        const iso = /^urn:iso:std:iso:20022:tech:xsd:(.+)$/.exec(tag.uri)?.[1];
        const what = iso ? `it is ${iso}` : `its root is ${tag.uri ? `${tag.local} in ${tag.uri}` : tag.local}`;
        throw new CamtError(`This is not a camt.054 or camt.053 file of a version we read (camt.054 02, 04 or 08; camt.053 04 or 08): ${what}.`, {
          kind: "other_document",
          found: iso ?? tag.local,
        });
      }
      version = known;
    }
    path.push(tag.local);
    text = "";
    const parent = path[path.length - 2];
    if (path.length === 3 && (tag.local === "Ntfctn" || tag.local === "Stmt")) accounts.push(null);
    if (tag.local === "Ntry" && (parent === "Ntfctn" || parent === "Stmt")) {
      entryCount += 1;
      entry = {
        number: entryCount,
        amount: null,
        currency: null,
        creditDebit: null,
        reversal: false,
        status: null,
        bookedOn: null,
        valueOn: null,
        accountServicerRef: null,
        transactions: [],
        content: [],
      };
    } else if (entry && tag.local === "TxDtls") {
      transaction = newTransaction();
    }
    if (entry && tag.local === "Amt") {
      const currency = tag.attributes.Ccy?.value ?? null;
      if (transaction && path.at(-2) === "TxDtls") transaction.currency = currency;
      else if (transaction && path.slice(-3).join("/") === "AmtDtls/TxAmt/Amt") transaction.currency ??= currency;
      else if (path.at(-2) === "Ntry") entry.currency = currency;
    }
  });
  parser.on("text", (chunk) => {
    text += chunk;
  });
  parser.on("cdata", (chunk) => {
    text += chunk;
  });
  parser.on("closetag", () => {
    const local = path[path.length - 1]!;
    const value = text.trim();
    if (isAccountId()) accounts[accounts.length - 1] ??= value.replace(/\s+/g, "").toUpperCase();
    if (entry) {
      entry.content.push(local, value);
      if (fieldNames.has(local)) {
        if (transaction) readTransactionField(transaction, value);
        else readEntryField(entry, value);
      }
      if (local === "TxDtls" && transaction) {
        entry.transactions.push(transaction);
        transaction = null;
      } else if (local === "Ntry" && path.length >= 2 && (path.at(-2) === "Ntfctn" || path.at(-2) === "Stmt")) {
        finishEntry(entry);
        entry = null;
      }
    }
    path.pop();
    text = "";
  });

  /** Ntfctn/Acct/Id/IBAN (Stmt's in a camt.053), or Acct/Id/Othr/Id for an account without an IBAN. */
  function isAccountId() {
    if (path.length < 6 || (path[2] !== "Ntfctn" && path[2] !== "Stmt") || path[3] !== "Acct" || path[4] !== "Id") return false;
    return path.length === 6 ? path[5] === "IBAN" : path.length === 7 && path[5] === "Othr" && path[6] === "Id";
  }

  function readTransactionField(target: Transaction, value: string) {
    const tail = path.slice(path.lastIndexOf("TxDtls") + 1).join("/");
    if (tail === "Amt") target.amount = value;
    else if (tail === "AmtDtls/TxAmt/Amt") target.amount ??= value;
    else if (tail === "Refs/UETR") target.uetr = value.toLowerCase();
    else if (tail === "Refs/AcctSvcrRef") target.accountServicerRef = value;
    else if (tail === "RmtInf/Strd/CdtrRefInf/Ref") target.reference ??= normalizeReference(value) || null;
    else if (tail === "RmtInf/Ustrd" && value) target.unstructured.push(squeeze(value));
    else if ((tail === "RltdPties/Dbtr/Nm" || tail === "RltdPties/Dbtr/Pty/Nm") && value) target.debtorName = squeeze(value);
    else if (tail === "RltdPties/DbtrAcct/Id/IBAN" && value) target.debtorIban = value.replace(/\s+/g, "").toUpperCase();
  }

  function readEntryField(target: Entry, value: string) {
    const tail = path.slice(path.lastIndexOf("Ntry") + 1).join("/");
    if (tail === "Amt") target.amount = value;
    else if (tail === "CdtDbtInd") target.creditDebit = value;
    else if (tail === "RvslInd") target.reversal = value === "true" || value === "1";
    else if (tail === "Sts" && value) target.status = value;
    else if (tail === "Sts/Cd") target.status = value;
    else if (tail === "BookgDt/Dt" || tail === "BookgDt/DtTm") target.bookedOn = day(value);
    else if (tail === "ValDt/Dt" || tail === "ValDt/DtTm") target.valueOn = day(value);
    else if (tail === "AcctSvcrRef") target.accountServicerRef = value;
  }

  function finishEntry(done: Entry) {
    const label = `Entry ${done.number}`;
    if (done.status !== "BOOK") {
      notBooked += 1;
      return;
    }
    const problem: BankFileProblem = { kind: "bad_entry", entry: done.number };
    if (done.creditDebit !== "CRDT" && done.creditDebit !== "DBIT") throw new CamtError(`${label} says neither credit nor debit (CdtDbtInd).`, problem);
    // A reversed credit shows as a debit with RvslInd; a reversed debit (money we paid coming
    // back) is no fee payment and, like a debit, only counted.
    const direction: CamtDirection = done.creditDebit === "CRDT" ? (done.reversal ? "debit" : "credit") : done.reversal ? "reversal" : "debit";
    const parts = done.transactions.length > 0 ? done.transactions : [newTransaction()];
    const hash = () => createHash("sha256").update(done.content.join("\n")).digest("hex");
    const bookedOn = done.bookedOn ?? done.valueOn;
    parts.forEach((part, index) => {
      // Inside a batch each transaction has its own amount; a single one is the entry's.
      const batch = parts.length > 1;
      const amountText = batch ? part.amount : done.amount;
      const currency = (batch ? part.currency : done.currency) ?? done.currency;
      const place = batch ? `${label}, transaction ${index + 1}` : label;
      // Debits are only counted, so what they lack does not refuse the file.
      if (direction !== "debit") {
        if (!amountText) throw new CamtError(`${place}: no amount.`, problem);
        if (!currency) throw new CamtError(`${place}: no currency.`, problem);
        if (!bookedOn) throw new CamtError(`${label}: no valid booking date.`, problem);
      }
      // The bank's references first: a v04 file has no UETR, and the same payment in its v08 file must have the same name.
      const named = [
        part.accountServicerRef ? `ref:${part.accountServicerRef}` : null,
        done.accountServicerRef ? `entry:${done.accountServicerRef}#${index + 1}` : null,
        part.uetr ? `uetr:${part.uetr}` : null,
      ].filter((key) => key !== null);
      // A reversal often carries the original's UETR or reference: it is a transaction of its own.
      const keys = (named.length > 0 ? named : [hashIdentity(hash(), index)]).map((key) => (direction === "reversal" ? `reversal:${key}` : key));
      transactions.push({
        direction,
        amountRappen: direction === "debit" ? debitRappen(amountText) : rappen(amountText!, place, done.number),
        currency: currency ?? "",
        bookedOn: bookedOn ?? "",
        valueOn: done.valueOn,
        reference: part.reference,
        debtorName: part.debtorName,
        debtorIban: part.debtorIban,
        bankReference: part.accountServicerRef ?? done.accountServicerRef,
        remittanceInfo: part.unstructured.length > 0 ? part.unstructured.join(" ") : null,
        identity: keys[0]!,
        keys,
      });
    });
  }

  /** Two identical entries without any reference in one file are two payments: the n-th of a hash counts. */
  function hashIdentity(hash: string, index: number) {
    const key = `${hash}#${index + 1}`;
    const seen = (hashSeen.get(key) ?? 0) + 1;
    hashSeen.set(key, seen);
    return `hash:${key}#${seen}`;
  }

  try {
    // Until the first text that is not white space, the file may still turn out to be something else.
    let content = false;
    for await (const chunk of chunks) {
      if (!content && typeof chunk !== "string") refuseBinaryFormats(chunk);
      const decoded = typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
      if (!content && decoded.trim() !== "") {
        content = true;
        refuseNonXml(decoded);
      }
      parser.write(decoded);
    }
    if (!content) throw new CamtError("The file is empty.", { kind: "empty" });
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error instanceof CamtError) throw error;
    if (error instanceof TypeError && /encod|decode/i.test(error.message)) throw new CamtError(`The file is not UTF-8 text (near ${where()}).`, { kind: "not_utf8" });
    if (error instanceof Error && /^\d+:\d+: /.test(error.message)) {
      const [, line, column, reason] = /^(\d+):(\d+): (.*)$/s.exec(error.message)!;
      throw new CamtError(`The file is not well-formed XML: ${reason!.replace(/\.$/, "")} (line ${line}, column ${Number(column) + 1}).`, {
        kind: "not_xml",
        line: Number(line),
        column: Number(column) + 1,
      });
    }
    throw error;
  }
  if (!version) throw new CamtError("The file is empty.", { kind: "empty" });
  return { version, transactions, notBooked, accounts };
}

const startsWith = (bytes: Uint8Array, signature: string) => [...signature].every((character, index) => bytes[index] === character.charCodeAt(0));

/**
 * Banks deliver camt files in ZIP archives too, and offer the account as PDF: say so, rather than that the bytes are
 * not UTF-8 (a PDF's second line is binary by convention).
 */
function refuseBinaryFormats(bytes: Uint8Array) {
  if (startsWith(bytes, "PK\x03\x04")) throw new CamtError("The file is a ZIP archive: unpack it and import the XML file it holds.", { kind: "archive" });
  if (startsWith(bytes, "%PDF-")) throw new CamtError("The file is a PDF: choose the camt.054 or camt.053 XML file from e-banking.", { kind: "pdf" });
}

/** A first line of fields with separators and no markup: an account's CSV export. */
const csvLine = /^[^<\r\n]*[;,\t][^<\r\n]*(\r?\n|$)/;

/** An XML document begins with "<" (after white space): a CSV export or other text is no XML at all, rather than broken XML. */
function refuseNonXml(start: string) {
  const text = start.replace(/^\uFEFF/, "").trimStart();
  if (text.startsWith("<")) return;
  if (csvLine.test(text)) throw new CamtError("The file is a CSV export: choose the camt.054 or camt.053 XML file from e-banking.", { kind: "csv" });
  throw new CamtError("The file is not XML: choose the camt.054 or camt.053 XML file from e-banking.", { kind: "not_xml_file" });
}
