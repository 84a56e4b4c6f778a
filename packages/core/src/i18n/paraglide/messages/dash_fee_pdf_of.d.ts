/**
* | output |
* | --- |
* | ": invoice {number}" |
*
* @param {Dash_Fee_Pdf_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_pdf_of: ((inputs: Dash_Fee_Pdf_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_Pdf_OfInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_Pdf_OfInputs = {
    number: NonNullable<unknown>;
};
