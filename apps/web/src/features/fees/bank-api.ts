import type { AssignedPayment, BankFileProblem, BankFileRefusal, BankImportSummary, ErrorBody } from "@ssem/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiRequestError, unwrap } from "~/lib/api-client";
import { feesKey, reloadFees } from "./api";

// Under the Fees tab's key: an import or an assignment reloads the invoices, their totals and this list together.
const unmatchedKey = [...feesKey, "unmatched-payments"] as const;

/** A file the server would not read, with why (`problem`), which the card says in the admin's language. */
export class BankFileRefused extends ApiRequestError {
  constructor(
    message: string,
    readonly problem: BankFileProblem,
  ) {
    super(400, "invalid_bank_file", message);
  }
}

/** How far an import is: the file on its way up, then the server reading and booking it. */
export type ImportPhase = { phase: "uploading"; loaded: number; total: number } | { phase: "booking" };

/**
 * Sends the bank's file as the XML body of POST /api/admin/fees/bank-files. XMLHttpRequest rather
 * than fetch: only it reports upload progress. Refusals become ApiRequestError like every other call.
 */
function sendBankFile(file: File, onPhase: (phase: ImportPhase) => void): Promise<BankImportSummary> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/admin/fees/bank-files?${new URLSearchParams({ fileName: file.name.slice(0, 200) })}`);
    request.setRequestHeader("content-type", "application/xml");
    request.withCredentials = true;
    request.upload.onprogress = (event) => onPhase({ phase: "uploading", loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.upload.onload = () => onPhase({ phase: "booking" });
    request.onerror = () => reject(new ApiRequestError(0, "unknown", "The file could not be sent. Check the connection and try again."));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not our JSON (a proxy's error page): the status speaks below.
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as BankImportSummary);
      const error = body as Partial<ErrorBody & Pick<BankFileRefusal, "problem">> | null;
      if (error?.problem && error.error) return reject(new BankFileRefused(error.error, error.problem));
      reject(new ApiRequestError(request.status, error?.code ?? "unknown", error?.error ?? `The import failed (${request.status}).`));
    };
    onPhase({ phase: "uploading", loaded: 0, total: file.size });
    request.send(file);
  });
}

/** Imports one bank file; the invoices, their totals, the unmatched payments and the audit log reload afterwards. */
export function useImportBankFile(onPhase: (phase: ImportPhase) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendBankFile(file, onPhase),
    onSettled: () => reloadFees(queryClient),
  });
}

export function useUnmatchedPayments(page: number) {
  return useQuery({
    queryKey: [...unmatchedKey, page],
    queryFn: () => unwrap(api.admin.fees["unmatched-payments"].$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });
}

/** Books an unmatched payment to the invoice the admin chose. */
export function useAssignPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, invoiceId }: { paymentId: string; invoiceId: string }): Promise<AssignedPayment> =>
      unwrap(api.admin.fees["unmatched-payments"][":id"].assign.$post({ param: { id: paymentId }, json: { invoiceId } })),
    onSettled: () => reloadFees(queryClient),
  });
}

/** Dismisses an unmatched payment as not a fee, with the admin's reason. */
export function useDismissPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      unwrap(api.admin.fees["unmatched-payments"][":id"].dismiss.$post({ param: { id: paymentId }, json: { reason } })),
    onSettled: () => reloadFees(queryClient),
  });
}
