/**
* | output |
* | --- |
* | "The last backup attempt, on {at}, failed: {failure}" |
*
* @param {Backups_Attempt_Failed_WarningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_attempt_failed_warning: ((inputs: Backups_Attempt_Failed_WarningInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Attempt_Failed_WarningInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Attempt_Failed_WarningInputs = {
    at: NonNullable<unknown>;
    failure: NonNullable<unknown>;
};
