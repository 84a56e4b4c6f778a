/**
* | output |
* | --- |
* | "Approve applicants, manage members and their roles, import members and moderate reviews." |
*
* @param {Dash_Admin_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_admin_text: ((inputs?: Dash_Admin_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Admin_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Admin_TextInputs = {};
