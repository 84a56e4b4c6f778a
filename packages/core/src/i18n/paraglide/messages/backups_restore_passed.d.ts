/**
* | output |
* | --- |
* | "Passed on {at}" |
*
* @param {Backups_Restore_PassedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_restore_passed: ((inputs: Backups_Restore_PassedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Restore_PassedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Restore_PassedInputs = {
    at: NonNullable<unknown>;
};
