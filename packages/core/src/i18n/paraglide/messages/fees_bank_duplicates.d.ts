/**
* | output |
* | --- |
* | "Already imported before (unchanged)" |
*
* @param {Fees_Bank_DuplicatesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_duplicates: ((inputs?: Fees_Bank_DuplicatesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_DuplicatesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_DuplicatesInputs = {};
