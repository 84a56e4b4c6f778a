/**
* | output |
* | --- |
* | "Issue the invoices of a membership year to every active member at once. Each gets the invoice by e-mail with its PDF; members who already have an invoice for..." |
*
* @param {Fees_Renew_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_text: ((inputs?: Fees_Renew_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Renew_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Renew_TextInputs = {};
