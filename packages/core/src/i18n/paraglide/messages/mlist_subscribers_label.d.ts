/**
* | output |
* | --- |
* | "Confirmed subscribers" |
*
* @param {Mlist_Subscribers_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_subscribers_label: ((inputs?: Mlist_Subscribers_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_Subscribers_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_Subscribers_LabelInputs = {};
