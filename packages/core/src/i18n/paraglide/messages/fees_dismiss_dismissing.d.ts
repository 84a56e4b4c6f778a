/**
* | output |
* | --- |
* | "Dismissing…" |
*
* @param {Fees_Dismiss_DismissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_dismissing: ((inputs?: Fees_Dismiss_DismissingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Dismiss_DismissingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Dismiss_DismissingInputs = {};
