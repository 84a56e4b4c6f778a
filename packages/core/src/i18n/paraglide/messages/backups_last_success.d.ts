/**
* | output |
* | --- |
* | "Last successful backup" |
*
* @param {Backups_Last_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_last_success: ((inputs?: Backups_Last_SuccessInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Last_SuccessInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Last_SuccessInputs = {};
