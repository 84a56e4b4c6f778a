/**
* | output |
* | --- |
* | "{booked} of {credits} payments booked." |
*
* @param {Fees_Bank_Imported_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_imported_text: ((inputs: Fees_Bank_Imported_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_Imported_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_Imported_TextInputs = {
    booked: NonNullable<unknown>;
    credits: NonNullable<unknown>;
};
