/**
* | output |
* | --- |
* | "{field} must be at most {max} characters" |
*
* @param {Import_Reason_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_too_long: ((inputs: Import_Reason_Too_LongInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Reason_Too_LongInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Reason_Too_LongInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
