/**
* | donePlural | totalPlural | output |
* | --- | --- | --- |
* | * | "one" | "Import progress: {shownDone} of 1 row" |
* | * | * | "Import progress: {shownDone} of {shownTotal} rows" |
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
    shownDone: NonNullable<unknown>;
    total: NonNullable<unknown>;
    shownTotal: NonNullable<unknown>;
};
