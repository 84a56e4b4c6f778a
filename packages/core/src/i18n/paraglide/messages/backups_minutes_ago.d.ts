/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 minute ago" |
* | * | "{shownCount} minutes ago" |
*
* @param {Backups_Minutes_AgoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_minutes_ago: ((inputs: Backups_Minutes_AgoInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Minutes_AgoInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Minutes_AgoInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
