/**
* | output |
* | --- |
* | "E-mail not confirmed yet" |
*
* @param {Admin_Email_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_email_not_confirmed: ((inputs?: Admin_Email_Not_ConfirmedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Email_Not_ConfirmedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Email_Not_ConfirmedInputs = {};
