/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 day ago" |
* | * | "{shownCount} days ago" |
*
* @param {Backups_Days_AgoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_days_ago: ((inputs: Backups_Days_AgoInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Days_AgoInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Days_AgoInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
