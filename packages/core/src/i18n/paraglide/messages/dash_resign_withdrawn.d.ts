/**
* | output |
* | --- |
* | "Resignation withdrawn" |
*
* @param {Dash_Resign_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_withdrawn: ((inputs?: Dash_Resign_WithdrawnInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_WithdrawnInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_WithdrawnInputs = {};
