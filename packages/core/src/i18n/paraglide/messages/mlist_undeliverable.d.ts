/**
* | output |
* | --- |
* | "{count} undeliverable" |
*
* @param {Mlist_UndeliverableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_undeliverable: ((inputs: Mlist_UndeliverableInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_UndeliverableInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_UndeliverableInputs = {
    count: NonNullable<unknown>;
};
