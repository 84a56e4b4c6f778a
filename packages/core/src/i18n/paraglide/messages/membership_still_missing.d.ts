/**
* | output |
* | --- |
* | "Still missing: {fields}" |
*
* @param {Membership_Still_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_still_missing: ((inputs: Membership_Still_MissingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Still_MissingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Still_MissingInputs = {
    fields: NonNullable<unknown>;
};
