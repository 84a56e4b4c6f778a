/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Dash_Password_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_confirm: ((inputs?: Dash_Password_ConfirmInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Password_ConfirmInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Password_ConfirmInputs = {};
