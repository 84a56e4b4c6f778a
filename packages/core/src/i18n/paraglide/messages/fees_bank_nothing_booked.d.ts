/**
* | output |
* | --- |
* | "Nothing was booked. Check that this is the bank's camt.054 or camt.053 file." |
*
* @param {Fees_Bank_Nothing_BookedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_nothing_booked: ((inputs?: Fees_Bank_Nothing_BookedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_Nothing_BookedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_Nothing_BookedInputs = {};
