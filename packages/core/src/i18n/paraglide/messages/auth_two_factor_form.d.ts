/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Auth_Two_Factor_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_form: ((inputs?: Auth_Two_Factor_FormInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Two_Factor_FormInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Two_Factor_FormInputs = {};
