/**
* | output |
* | --- |
* | "Supported by" |
*
* @param {Home_Supported_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_supported_by: ((inputs?: Home_Supported_ByInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Supported_ByInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Supported_ByInputs = {};
