/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Return_To_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const return_to_home: ((inputs?: Return_To_HomeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Return_To_HomeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Return_To_HomeInputs = {};
