/**
* | output |
* | --- |
* | "No other device is signed in." |
*
* @param {Dash_Sessions_None_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_none_other: ((inputs?: Dash_Sessions_None_OtherInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Sessions_None_OtherInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Sessions_None_OtherInputs = {};
