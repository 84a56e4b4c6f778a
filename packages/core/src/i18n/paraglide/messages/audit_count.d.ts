/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 entry" |
* | * | "{shownCount} entries" |
*
* @param {Audit_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_count: ((inputs: Audit_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_CountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_CountInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
