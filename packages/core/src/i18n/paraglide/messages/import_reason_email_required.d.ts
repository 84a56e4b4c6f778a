/**
* | output |
* | --- |
* | "The e-mail address is missing" |
*
* @param {Import_Reason_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_email_required: ((inputs?: Import_Reason_Email_RequiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Reason_Email_RequiredInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Reason_Email_RequiredInputs = {};
