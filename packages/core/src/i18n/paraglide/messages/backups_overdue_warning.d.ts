/**
* | output |
* | --- |
* | "The last successful backup is more than {days} days old." |
*
* @param {Backups_Overdue_WarningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_overdue_warning: ((inputs: Backups_Overdue_WarningInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Overdue_WarningInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Overdue_WarningInputs = {
    days: NonNullable<unknown>;
};
