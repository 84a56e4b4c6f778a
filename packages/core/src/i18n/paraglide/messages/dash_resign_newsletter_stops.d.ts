/**
* | output |
* | --- |
* | "The newsletter stops with your account." |
*
* @param {Dash_Resign_Newsletter_StopsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_newsletter_stops: ((inputs?: Dash_Resign_Newsletter_StopsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Newsletter_StopsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Newsletter_StopsInputs = {};
