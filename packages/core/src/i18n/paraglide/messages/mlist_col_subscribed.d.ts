/**
* | output |
* | --- |
* | "Subscribed on" |
*
* @param {Mlist_Col_SubscribedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_col_subscribed: ((inputs?: Mlist_Col_SubscribedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_Col_SubscribedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_Col_SubscribedInputs = {};
