/**
* | output |
* | --- |
* | "The server backs up once a day into BACKUP_DIR and keeps the last {keep} archives. Copy them to another machine too: see {readme}." |
*
* @param {Backups_ScheduleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_schedule: ((inputs: Backups_ScheduleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_ScheduleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_ScheduleInputs = {
    keep: NonNullable<unknown>;
    readme: NonNullable<unknown>;
};
