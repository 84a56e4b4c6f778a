/**
* | output |
* | --- |
* | "Error signing out the other devices" |
*
* @param {Dash_Sessions_Others_End_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_others_end_error: ((inputs?: Dash_Sessions_Others_End_ErrorInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Sessions_Others_End_ErrorInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Sessions_Others_End_ErrorInputs = {};
