/**
* | output |
* | --- |
* | "The file is larger than the limit of {max} MiB." |
*
* @param {Fees_Bank_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_too_large: ((inputs: Fees_Bank_Too_LargeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_Too_LargeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_Too_LargeInputs = {
    max: NonNullable<unknown>;
};
