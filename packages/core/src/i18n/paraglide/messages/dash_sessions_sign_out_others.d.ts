/**
* | output |
* | --- |
* | "Sign out all other devices" |
*
* @param {Dash_Sessions_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_sign_out_others: ((inputs?: Dash_Sessions_Sign_Out_OthersInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Sessions_Sign_Out_OthersInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Sessions_Sign_Out_OthersInputs = {};
