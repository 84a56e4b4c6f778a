/**
* | output |
* | --- |
* | "Weekly test restore" |
*
* @param {Backups_Test_RestoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_test_restore: ((inputs?: Backups_Test_RestoreInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Test_RestoreInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Test_RestoreInputs = {};
