/**
* | output |
* | --- |
* | "Payments whose reference names no invoice. Assign each to the invoice it pays; the suggestions have the same open amount or a similar name." |
*
* @param {Fees_Unmatched_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_text: ((inputs?: Fees_Unmatched_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_TextInputs = {};
