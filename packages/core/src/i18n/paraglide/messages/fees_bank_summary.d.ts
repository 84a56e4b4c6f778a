/**
* | output |
* | --- |
* | "{fileName} imported ({version})" |
*
* @param {Fees_Bank_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_summary: ((inputs: Fees_Bank_SummaryInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_SummaryInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_SummaryInputs = {
    fileName: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
