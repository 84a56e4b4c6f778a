/**
* | output |
* | --- |
* | "{rows} rows in the file: {fresh} new, {skipped} already have an account, {failed} cannot be imported. Nothing has been imported yet and no invite has been sent." |
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
    fresh: NonNullable<unknown>;
    skipped: NonNullable<unknown>;
    failed: NonNullable<unknown>;
};
