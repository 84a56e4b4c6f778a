/**
* | output |
* | --- |
* | "Reversed by the bank (payment undone)" |
*
* @param {Fees_Bank_ReversalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_reversals: ((inputs?: Fees_Bank_ReversalsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_ReversalsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_ReversalsInputs = {};
