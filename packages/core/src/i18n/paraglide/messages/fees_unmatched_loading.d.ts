/**
* | output |
* | --- |
* | "Loading unmatched payments…" |
*
* @param {Fees_Unmatched_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_loading: ((inputs?: Fees_Unmatched_LoadingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_LoadingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_LoadingInputs = {};
