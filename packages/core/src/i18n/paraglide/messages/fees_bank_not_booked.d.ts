/**
* | output |
* | --- |
* | "Not booked by the bank yet (pending or rejected)" |
*
* @param {Fees_Bank_Not_BookedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_not_booked: ((inputs?: Fees_Bank_Not_BookedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_Not_BookedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_Not_BookedInputs = {};
