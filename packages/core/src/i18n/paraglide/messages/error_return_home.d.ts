/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Error_Return_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const error_return_home: ((inputs?: Error_Return_HomeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Return_HomeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Return_HomeInputs = {};
