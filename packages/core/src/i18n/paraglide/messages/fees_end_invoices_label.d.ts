/**
* | output |
* | --- |
* | "Invoices cancelled" |
*
* @param {Fees_End_Invoices_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_invoices_label: ((inputs?: Fees_End_Invoices_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_End_Invoices_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_End_Invoices_LabelInputs = {};
