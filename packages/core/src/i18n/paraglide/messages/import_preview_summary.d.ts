/**
* | rowsPlural | skippedPlural | output |
* | --- | --- | --- |
* | "one" | "one" | "1 row in the file: {fresh} new, 1 already has an account, {failed} cannot be imported. Nothing has been imported yet and no invite has been sent." |
* | "one" | * | "1 row in the file: {fresh} new, {shownSkipped} already have an account, {failed} cannot be imported. Nothing has been imported yet and no invite has been sent." |
* | * | "one" | "{shownRows} rows in the file: {fresh} new, 1 already has an account, {failed} cannot be imported. Nothing has been imported yet and no invite has been sent." |
* | * | * | "{shownRows} rows in the file: {fresh} new, {shownSkipped} already have an account, {failed} cannot be imported. Nothing has been imported yet and no invite h..." |
*
* @param {Import_Preview_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_preview_summary: ((inputs: Import_Preview_SummaryInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Preview_SummaryInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Preview_SummaryInputs = {
    rows: NonNullable<unknown>;
    shownRows: NonNullable<unknown>;
    fresh: NonNullable<unknown>;
    skipped: NonNullable<unknown>;
    shownSkipped: NonNullable<unknown>;
    failed: NonNullable<unknown>;
};
