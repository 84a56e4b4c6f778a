/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Successfully imported 1 member, {skipped} skipped, {failed} failed" |
* | * | "Successfully imported {shownCount} members, {skipped} skipped, {failed} failed" |
*
* @param {Import_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_summary: ((inputs: Import_SummaryInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_SummaryInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_SummaryInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
    skipped: NonNullable<unknown>;
    failed: NonNullable<unknown>;
};
