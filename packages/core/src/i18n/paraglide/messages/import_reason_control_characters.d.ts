/**
* | output |
* | --- |
* | "{field} must not contain line breaks or control characters" |
*
* @param {Import_Reason_Control_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_control_characters: ((inputs: Import_Reason_Control_CharactersInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Reason_Control_CharactersInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Reason_Control_CharactersInputs = {
    field: NonNullable<unknown>;
};
