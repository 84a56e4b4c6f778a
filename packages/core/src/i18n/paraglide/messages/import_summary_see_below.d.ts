/**
* | output |
* | --- |
* | "{summary}. See the lists below." |
*
* @param {Import_Summary_See_BelowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_summary_see_below: ((inputs: Import_Summary_See_BelowInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Summary_See_BelowInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Summary_See_BelowInputs = {
    summary: NonNullable<unknown>;
};
