/**
* | output |
* | --- |
* | "Your e-mail address is not confirmed yet. We can send you the confirmation e-mail again." |
*
* @param {Auth_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_not_confirmed: ((inputs?: Auth_Not_ConfirmedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Not_ConfirmedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Not_ConfirmedInputs = {};
