/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Dash_Session_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_sign_out: ((inputs?: Dash_Session_Sign_OutInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Session_Sign_OutInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Session_Sign_OutInputs = {};
