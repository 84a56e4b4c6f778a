/**
* | donePlural | totalPlural | output |
* | --- | --- | --- |
* | * | "one" | "The import stopped after {shownDone} of 1 row. Importing the same file again skips the members already created." |
* | * | * | "The import stopped after {shownDone} of {shownTotal} rows. Importing the same file again skips the members already created." |
*
* @param {Import_Stopped_DetailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_stopped_detail: ((inputs: Import_Stopped_DetailInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Stopped_DetailInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Stopped_DetailInputs = {
    done: NonNullable<unknown>;
    shownDone: NonNullable<unknown>;
    total: NonNullable<unknown>;
    shownTotal: NonNullable<unknown>;
};
