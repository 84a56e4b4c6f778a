/**
* | output |
* | --- |
* | "Such as 10.00" |
*
* @param {Fees_Pay_Amount_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_amount_hint: ((inputs?: Fees_Pay_Amount_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Pay_Amount_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Pay_Amount_HintInputs = {};
