/**
 * A small writer of camt.054 bank files (versions 04 and 08, as Swiss banks deliver them) for the
 * tests on every side: the parser's unit tests, the API tests, bench:api and e2e write the files
 * they import. Not part of the app: imported as `@ssem/core/camt-samples`, never from the index.
 */

export type SampleTransaction = {
  amountRappen: number;
  /** The creditor reference the payer gave (QR or RF). */
  reference?: string;
  debtorName?: string;
  /** The payer's account (RltdPties/DbtrAcct). */
  debtorIban?: string;
  unstructured?: string;
  uetr?: string;
  accountServicerRef?: string;
  currency?: string;
};

export type SampleEntry = {
  /** CRDT (default): money in; DBIT: money out, or with `reversal` a credit taken back. */
  creditDebit?: "CRDT" | "DBIT";
  reversal?: boolean;
  /** BOOK (default), or PDNG / INFO / RJCT, which the import does not count. */
  status?: string;
  bookedOn?: string;
  accountServicerRef?: string;
  currency?: string;
  /** One transaction is a plain entry; several make a batch booking with its total as the entry's amount. */
  transactions: SampleTransaction[];
};

export type SampleFile = { version: "04" | "08"; notifications: SampleEntry[][]; messageId?: string };

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const amount = (rappen: number) => `${Math.floor(rappen / 100)}.${String(rappen % 100).padStart(2, "0")}`;

function transactionXml(version: SampleFile["version"], entry: SampleEntry, transaction: SampleTransaction, batch: boolean): string {
  const currency = transaction.currency ?? entry.currency ?? "CHF";
  const refs = [
    transaction.accountServicerRef ? `<AcctSvcrRef>${escape(transaction.accountServicerRef)}</AcctSvcrRef>` : "",
    "<EndToEndId>NOTPROVIDED</EndToEndId>",
    transaction.uetr && version === "08" ? `<UETR>${transaction.uetr}</UETR>` : "",
  ].join("");
  const debtorName = transaction.debtorName
    ? `<Dbtr>${version === "08" ? `<Pty><Nm>${escape(transaction.debtorName)}</Nm></Pty>` : `<Nm>${escape(transaction.debtorName)}</Nm>`}</Dbtr>`
    : "";
  const debtorAccount = transaction.debtorIban ? `<DbtrAcct><Id><IBAN>${escape(transaction.debtorIban)}</IBAN></Id></DbtrAcct>` : "";
  const debtor = debtorName || debtorAccount ? `<RltdPties>${debtorName}${debtorAccount}</RltdPties>` : "";
  const remittance =
    transaction.reference || transaction.unstructured
      ? `<RmtInf>${transaction.unstructured ? `<Ustrd>${escape(transaction.unstructured)}</Ustrd>` : ""}${
          transaction.reference
            ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp><Ref>${escape(transaction.reference)}</Ref></CdtrRefInf></Strd>`
            : ""
        }</RmtInf>`
      : "";
  const own = batch ? `<Amt Ccy="${currency}">${amount(transaction.amountRappen)}</Amt><CdtDbtInd>${entry.creditDebit ?? "CRDT"}</CdtDbtInd>` : "";
  return `<TxDtls><Refs>${refs}</Refs>${own}${debtor}${remittance}</TxDtls>`;
}

function entryXml(version: SampleFile["version"], entry: SampleEntry): string {
  const total = entry.transactions.reduce((sum, transaction) => sum + transaction.amountRappen, 0);
  const status = entry.status ?? "BOOK";
  const day = entry.bookedOn ?? "2026-11-20";
  const batch = entry.transactions.length > 1;
  return [
    `<Ntry><Amt Ccy="${entry.currency ?? "CHF"}">${amount(total)}</Amt>`,
    `<CdtDbtInd>${entry.creditDebit ?? "CRDT"}</CdtDbtInd>`,
    entry.reversal ? "<RvslInd>true</RvslInd>" : "",
    version === "08" ? `<Sts><Cd>${status}</Cd></Sts>` : `<Sts>${status}</Sts>`,
    `<BookgDt><Dt>${day}</Dt></BookgDt><ValDt><Dt>${day}</Dt></ValDt>`,
    entry.accountServicerRef ? `<AcctSvcrRef>${escape(entry.accountServicerRef)}</AcctSvcrRef>` : "",
    "<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>",
    `<NtryDtls>${batch ? `<Btch><NbOfTxs>${entry.transactions.length}</NbOfTxs></Btch>` : ""}`,
    ...entry.transactions.map((transaction) => transactionXml(version, entry, transaction, batch)),
    "</NtryDtls></Ntry>",
  ].join("");
}

/** A camt.054 file (Bank-to-Customer Debit/Credit Notification) with the given notifications and entries. */
export function sampleCamt054({ version, notifications, messageId = "SAMPLE-MSG-1" }: SampleFile): string {
  const parts = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.${version}">`,
    `<BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>${escape(messageId)}</MsgId><CreDtTm>2026-11-20T18:00:00+01:00</CreDtTm></GrpHdr>`,
  ];
  notifications.forEach((entries, index) => {
    parts.push(`<Ntfctn><Id>${escape(messageId)}-${index + 1}</Id><CreDtTm>2026-11-20T18:00:00+01:00</CreDtTm><Acct><Id><IBAN>CH4431999123000889012</IBAN></Id></Acct>\n`);
    for (const entry of entries) parts.push(entryXml(version, entry), "\n");
    parts.push("</Ntfctn>");
  });
  parts.push("</BkToCstmrDbtCdtNtfctn></Document>\n");
  return parts.join("");
}
