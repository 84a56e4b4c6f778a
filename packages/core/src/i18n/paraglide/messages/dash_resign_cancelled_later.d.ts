/**
* | output |
* | --- |
* | "These are for a year after your last day: they are cancelled when you resign." |
*
* @param {Dash_Resign_Cancelled_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_cancelled_later: ((inputs?: Dash_Resign_Cancelled_LaterInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Cancelled_LaterInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Cancelled_LaterInputs = {};
