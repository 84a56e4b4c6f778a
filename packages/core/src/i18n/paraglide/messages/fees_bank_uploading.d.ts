/**
* | output |
* | --- |
* | "Uploading… {percent} %" |
*
* @param {Fees_Bank_UploadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_uploading: ((inputs: Fees_Bank_UploadingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_UploadingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_UploadingInputs = {
    percent: NonNullable<unknown>;
};
