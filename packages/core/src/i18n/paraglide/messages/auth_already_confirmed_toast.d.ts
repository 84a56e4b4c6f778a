/**
* | output |
* | --- |
* | "This address was already confirmed. You can log in." |
*
* @param {Auth_Already_Confirmed_ToastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_already_confirmed_toast: ((inputs?: Auth_Already_Confirmed_ToastInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Already_Confirmed_ToastInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Already_Confirmed_ToastInputs = {};
