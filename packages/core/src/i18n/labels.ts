import type { InvoiceState } from "../fees";
import { m } from "./paraglide/messages.js";
import type { Locale } from "./paraglide/runtime.js";

/**
 * The member area's labels of core's enumerations, per language (issue 26). The English texts equal core's
 * `*Labels` maps, which stay the API's and the exports' English; screens call these with the reader's locale.
 */
const invoiceStates: Record<InvoiceState, (locale: Locale) => string> = {
  open: (locale) => m.fees_state_open({}, { locale }),
  partially_paid: (locale) => m.fees_state_partially_paid({}, { locale }),
  paid: (locale) => m.fees_state_paid({}, { locale }),
  overdue: (locale) => m.fees_state_overdue({}, { locale }),
  cancelled: (locale) => m.fees_state_cancelled({}, { locale }),
};

export const invoiceStateLabel = (state: InvoiceState, locale: Locale): string => invoiceStates[state](locale);
