/**
* | output |
* | --- |
* | "The server takes no backups of its own: BACKUP_DIR is not set. Set it to a folder, ideally on another disk, and the server writes an archive of the database ..." |
*
* @param {Backups_Off_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_off_text: ((inputs: Backups_Off_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Off_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Off_TextInputs = {
    readme: NonNullable<unknown>;
};
