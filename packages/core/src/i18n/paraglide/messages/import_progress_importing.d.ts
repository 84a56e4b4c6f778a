/**
* | output |
* | --- |
* | "Import progress: {done} of {total} rows" |
*
* @param {Import_Progress_ImportingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_progress_importing: ((inputs: Import_Progress_ImportingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Progress_ImportingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Progress_ImportingInputs = {
    done: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
