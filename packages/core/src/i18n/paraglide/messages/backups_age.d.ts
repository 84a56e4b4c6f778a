/**
* | output |
* | --- |
* | "{taken} ({age})" |
*
* @param {Backups_AgeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_age: ((inputs: Backups_AgeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_AgeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_AgeInputs = {
    taken: NonNullable<unknown>;
    age: NonNullable<unknown>;
};
