/**
* | output |
* | --- |
* | "Status must be one of {values}" |
*
* @param {Import_Reason_Status_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_status_invalid: ((inputs: Import_Reason_Status_InvalidInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Reason_Status_InvalidInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Reason_Status_InvalidInputs = {
    values: NonNullable<unknown>;
};
