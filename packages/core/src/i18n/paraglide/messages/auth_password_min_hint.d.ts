/**
* | output |
* | --- |
* | "At least {min} characters." |
*
* @param {Auth_Password_Min_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_password_min_hint: ((inputs: Auth_Password_Min_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_Min_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Password_Min_HintInputs = {
    min: NonNullable<unknown>;
};
