/**
* | output |
* | --- |
* | "Keep invoice" |
*
* @param {Fees_Cancel_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_cancel_keep: ((inputs?: Fees_Cancel_KeepInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Cancel_KeepInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Cancel_KeepInputs = {};
