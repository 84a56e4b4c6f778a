/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Dash_Loading_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_loading_short: ((inputs?: Dash_Loading_ShortInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Loading_ShortInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Loading_ShortInputs = {};
