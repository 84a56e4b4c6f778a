/**
* | output |
* | --- |
* | "No confirmed subscribers yet." |
*
* @param {Mlist_No_SubscribersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_no_subscribers: ((inputs?: Mlist_No_SubscribersInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_No_SubscribersInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_No_SubscribersInputs = {};
