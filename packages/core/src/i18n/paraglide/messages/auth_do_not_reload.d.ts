/**
* | output |
* | --- |
* | "Please do not reload this page until your password is set." |
*
* @param {Auth_Do_Not_ReloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_do_not_reload: ((inputs?: Auth_Do_Not_ReloadInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Do_Not_ReloadInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Do_Not_ReloadInputs = {};
