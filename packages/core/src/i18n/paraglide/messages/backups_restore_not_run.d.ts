/**
* | output |
* | --- |
* | "Not run yet. Once a week, the newest backup is restored into a scratch database to prove it can be read." |
*
* @param {Backups_Restore_Not_RunInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_restore_not_run: ((inputs?: Backups_Restore_Not_RunInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Restore_Not_RunInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Restore_Not_RunInputs = {};
