/**
* | output |
* | --- |
* | "The camt.054 notification (or camt.053 statement) from e-banking, as XML, up to {max} MiB. Payments are matched to invoices by their reference; the ones that..." |
*
* @param {Fees_Bank_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_text: ((inputs: Fees_Bank_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_TextInputs = {
    max: NonNullable<unknown>;
};
