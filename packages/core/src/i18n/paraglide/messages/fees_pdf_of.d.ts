/**
* | output |
* | --- |
* | "of invoice {number}" |
*
* @param {Fees_Pdf_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pdf_of: ((inputs: Fees_Pdf_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Pdf_OfInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Pdf_OfInputs = {
    number: NonNullable<unknown>;
};
