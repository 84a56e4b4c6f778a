/**
* | output |
* | --- |
* | "Where your account is signed in. We keep no IP address or browser details, so each session is shown by when it started and the day it was last used." |
*
* @param {Dash_Sessions_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_text: ((inputs?: Dash_Sessions_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Sessions_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Sessions_TextInputs = {};
