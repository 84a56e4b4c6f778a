/**
* | output |
* | --- |
* | "{fileName} was not imported" |
*
* @param {Fees_Bank_Not_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_not_imported: ((inputs: Fees_Bank_Not_ImportedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_Not_ImportedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_Not_ImportedInputs = {
    fileName: NonNullable<unknown>;
};
