/**
* | output |
* | --- |
* | "Open Admin Dashboard" |
*
* @param {Dash_Admin_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_admin_action: ((inputs?: Dash_Admin_ActionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Admin_ActionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Admin_ActionInputs = {};
