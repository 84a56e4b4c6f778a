/**
* | output |
* | --- |
* | "{title} rows" |
*
* @param {Import_Rows_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_rows_label: ((inputs: Import_Rows_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Rows_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Rows_LabelInputs = {
    title: NonNullable<unknown>;
};
