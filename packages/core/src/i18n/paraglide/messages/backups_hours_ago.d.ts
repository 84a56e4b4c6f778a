/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 hour ago" |
* | * | "{shownCount} hours ago" |
*
* @param {Backups_Hours_AgoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_hours_ago: ((inputs: Backups_Hours_AgoInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Hours_AgoInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Hours_AgoInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
