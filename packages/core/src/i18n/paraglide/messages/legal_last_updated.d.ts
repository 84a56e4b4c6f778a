/**
* | output |
* | --- |
* | "Last updated:" |
*
* @param {Legal_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_last_updated: ((inputs?: Legal_Last_UpdatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Last_UpdatedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Last_UpdatedInputs = {};
