/**
* | output |
* | --- |
* | "Error signing out the device" |
*
* @param {Dash_Session_End_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_end_error: ((inputs?: Dash_Session_End_ErrorInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Session_End_ErrorInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Session_End_ErrorInputs = {};
