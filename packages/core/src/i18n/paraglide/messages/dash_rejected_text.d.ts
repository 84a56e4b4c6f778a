/**
* | output |
* | --- |
* | "We are sorry: your membership application was not accepted. If you have questions or think this is a mistake, please write to us at" |
*
* @param {Dash_Rejected_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_rejected_text: ((inputs?: Dash_Rejected_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Rejected_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Rejected_TextInputs = {};
