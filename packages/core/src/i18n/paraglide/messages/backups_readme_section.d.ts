/**
* | output |
* | --- |
* | "“Backup and restore” in the README" |
*
* @param {Backups_Readme_SectionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_readme_section: ((inputs?: Backups_Readme_SectionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Readme_SectionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Readme_SectionInputs = {};
