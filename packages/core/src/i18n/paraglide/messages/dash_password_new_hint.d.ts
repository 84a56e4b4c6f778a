/**
* | output |
* | --- |
* | "At least {min} characters, with at least one capital letter and one number." |
*
* @param {Dash_Password_New_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_new_hint: ((inputs: Dash_Password_New_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Password_New_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Password_New_HintInputs = {
    min: NonNullable<unknown>;
};
