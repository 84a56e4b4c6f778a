/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shownCount} review" |
* | * | "{shownCount} reviews" |
*
* @param {Reviews_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_count: ((inputs: Reviews_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_CountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_CountInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
