/**
* | output |
* | --- |
* | "Signed in {moment}" |
*
* @param {Dash_Session_Signed_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_signed_in: ((inputs: Dash_Session_Signed_InInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Session_Signed_InInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Session_Signed_InInputs = {
    moment: NonNullable<unknown>;
};
