/**
* | output |
* | --- |
* | "Email address is too long" |
*
* @param {Import_Reason_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_email_too_long: ((inputs?: Import_Reason_Email_Too_LongInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Reason_Email_Too_LongInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Reason_Email_Too_LongInputs = {};
