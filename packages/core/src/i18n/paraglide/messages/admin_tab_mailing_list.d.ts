/**
* | output |
* | --- |
* | "Mailing List" |
*
* @param {Admin_Tab_Mailing_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_mailing_list: ((inputs?: Admin_Tab_Mailing_ListInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_Mailing_ListInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_Mailing_ListInputs = {};
