/**
* | output |
* | --- |
* | "{action}: {done} of {people} done" |
*
* @param {Admin_Bulk_ReportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_report: ((inputs: Admin_Bulk_ReportInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_ReportInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_ReportInputs = {
    action: NonNullable<unknown>;
    done: NonNullable<unknown>;
    people: NonNullable<unknown>;
};
