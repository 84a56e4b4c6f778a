/**
* | output |
* | --- |
* | "Hide the text" |
*
* @param {Reviews_Admin_Hide_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_hide_text: ((inputs?: Reviews_Admin_Hide_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Admin_Hide_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Admin_Hide_TextInputs = {};
