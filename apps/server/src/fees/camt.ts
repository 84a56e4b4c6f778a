import { createHash } from "node:crypto";
import { normalizeReference } from "@ssem/core";
import { SaxesParser, type SaxesTagNS } from "saxes";

/**
 * A streaming reader of the bank's ISO 20022 files: camt.054 (debit/credit notifications, versions
 * 02, 04 and 08) and camt.053 (statements, 04 and 08), whose entries share one structure. It keeps
 * only what the fee import needs, one entry at a time, so a file of 10,000 transactions is read in
 * one pass without building a document tree. No DTD is read: a DOCTYPE refuses the file (no
 * external entities, no entity expansion), and saxes itself knows no entities beyond XML's five.
 */

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
   * The bank's stable id of the transaction: UETR, else the transaction's account servicer
   * reference, else the entry's with the transaction's place in it, else a hash of the entry.
   * The same file read twice gives the same identities.
   */
  identity: string;
};

export type CamtFile = {
  version: CamtVersion;
  transactions: CamtTransaction[];
  /** Entries the bank has not booked (pending, information only, rejected): not counted. */
  notBooked: number;
};

/** The file cannot be read as a bank file; the message says why and, for broken XML, where. */
export class CamtError extends Error {}

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

function rappen(amount: string, where: string): number {
  if (!amountPattern.test(amount)) throw new CamtError(`${where}: "${amount}" is not an amount.`);
  const value = Math.round(Number(amount) * 100);
  if (value > MAX_RAPPEN) throw new CamtError(`${where}: the amount ${amount} is too large.`);
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

  const where = () => `line ${parser.line}, column ${parser.column + 1}`;

  parser.on("doctype", () => {
    throw new CamtError(`The file declares a DTD (${where()}); bank files have none, and we do not read them.`);
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    if (path.length === 0) {
      const known = camtNamespaces[tag.uri as keyof typeof camtNamespaces];
      if (tag.local !== "Document" || !known) {
        const iso = /^urn:iso:std:iso:20022:tech:xsd:(.+)$/.exec(tag.uri)?.[1];
        const what = iso ? `it is ${iso}` : `its root is ${tag.uri ? `${tag.local} in ${tag.uri}` : tag.local}`;
        throw new CamtError(`This is not a camt.054 or camt.053 file of a version we read (camt.054 02, 04 or 08; camt.053 04 or 08): ${what}.`);
      }
      version = known;
    }
    path.push(tag.local);
    text = "";
    const parent = path[path.length - 2];
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
    if (done.creditDebit !== "CRDT" && done.creditDebit !== "DBIT") throw new CamtError(`${label} says neither credit nor debit (CdtDbtInd).`);
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
        if (!amountText) throw new CamtError(`${place}: no amount.`);
        if (!currency) throw new CamtError(`${place}: no currency.`);
        if (!bookedOn) throw new CamtError(`${label}: no valid booking date.`);
      }
      const base = part.uetr
        ? `uetr:${part.uetr}`
        : part.accountServicerRef
          ? `ref:${part.accountServicerRef}`
          : done.accountServicerRef
            ? `entry:${done.accountServicerRef}#${index + 1}`
            : hashIdentity(hash(), index);
      transactions.push({
        direction,
        amountRappen: direction === "debit" ? debitRappen(amountText) : rappen(amountText!, place),
        currency: currency ?? "",
        bookedOn: bookedOn ?? "",
        valueOn: done.valueOn,
        reference: part.reference,
        debtorName: part.debtorName,
        debtorIban: part.debtorIban,
        bankReference: part.accountServicerRef ?? done.accountServicerRef,
        remittanceInfo: part.unstructured.length > 0 ? part.unstructured.join(" ") : null,
        // A reversal often carries the original's UETR or reference: it is a transaction of its own.
        identity: direction === "reversal" ? `reversal:${base}` : base,
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
    for await (const chunk of chunks) parser.write(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error instanceof CamtError) throw error;
    if (error instanceof TypeError && /encod|decode/i.test(error.message)) throw new CamtError(`The file is not UTF-8 text (near ${where()}).`);
    if (error instanceof Error && /^\d+:\d+: /.test(error.message)) {
      const [, line, column, reason] = /^(\d+):(\d+): (.*)$/s.exec(error.message)!;
      throw new CamtError(`The file is not well-formed XML: ${reason!.replace(/\.$/, "")} (line ${line}, column ${Number(column) + 1}).`);
    }
    throw error;
  }
  if (!version) throw new CamtError("The file is empty.");
  return { version, transactions, notBooked };
}
