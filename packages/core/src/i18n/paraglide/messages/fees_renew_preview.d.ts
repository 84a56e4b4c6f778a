/**
* | output |
* | --- |
* | "This issues {invoices} for the membership year {year}, {total} in total, and e-mails each to its member with the PDF. Invoices cannot be taken back, only can..." |
*
* @param {Fees_Renew_PreviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_preview: ((inputs: Fees_Renew_PreviewInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Renew_PreviewInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Renew_PreviewInputs = {
    invoices: NonNullable<unknown>;
    year: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
