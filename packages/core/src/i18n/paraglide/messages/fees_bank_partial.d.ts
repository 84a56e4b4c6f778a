/**
* | output |
* | --- |
* | "of which partial payments (rest still open)" |
*
* @param {Fees_Bank_PartialInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_partial: ((inputs?: Fees_Bank_PartialInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_PartialInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_PartialInputs = {};
