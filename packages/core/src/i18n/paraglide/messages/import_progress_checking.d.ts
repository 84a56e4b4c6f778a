/**
* | donePlural | totalPlural | output |
* | --- | --- | --- |
* | * | "one" | "Checking the file: {shownDone} of 1 row" |
* | * | * | "Checking the file: {shownDone} of {shownTotal} rows" |
*
* @param {Import_Progress_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_progress_checking: ((inputs: Import_Progress_CheckingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Progress_CheckingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Progress_CheckingInputs = {
    done: NonNullable<unknown>;
    shownDone: NonNullable<unknown>;
    total: NonNullable<unknown>;
    shownTotal: NonNullable<unknown>;
};
