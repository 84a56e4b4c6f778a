/**
* | output |
* | --- |
* | "No backup has been taken yet. The server takes the first one soon after it starts; if this stays, look at the server's log." |
*
* @param {Backups_None_Yet_WarningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_none_yet_warning: ((inputs?: Backups_None_Yet_WarningInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_None_Yet_WarningInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_None_Yet_WarningInputs = {};
