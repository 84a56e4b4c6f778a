/**
* | output |
* | --- |
* | "Signed in as {email}" |
*
* @param {Dash_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_signed_in_as: ((inputs: Dash_Signed_In_AsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Signed_In_AsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Signed_In_AsInputs = {
    email: NonNullable<unknown>;
};
