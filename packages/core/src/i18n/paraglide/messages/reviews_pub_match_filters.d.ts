/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shownCount} matches your filters" |
* | * | "{shownCount} match your filters" |
*
* @param {Reviews_Pub_Match_FiltersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_match_filters: ((inputs: Reviews_Pub_Match_FiltersInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Match_FiltersInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Match_FiltersInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
