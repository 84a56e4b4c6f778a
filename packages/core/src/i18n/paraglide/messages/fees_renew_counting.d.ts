/**
* | output |
* | --- |
* | "Counting the active members…" |
*
* @param {Fees_Renew_CountingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_counting: ((inputs?: Fees_Renew_CountingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Renew_CountingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Renew_CountingInputs = {};
