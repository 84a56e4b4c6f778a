/**
* | output |
* | --- |
* | "Optional, such as “Cash at the assembly”" |
*
* @param {Fees_Pay_Note_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_note_hint: ((inputs?: Fees_Pay_Note_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Pay_Note_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Pay_Note_HintInputs = {};
