/**
* | output |
* | --- |
* | "Loading your sessions…" |
*
* @param {Dash_Sessions_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_loading: ((inputs?: Dash_Sessions_LoadingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Sessions_LoadingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Sessions_LoadingInputs = {};
