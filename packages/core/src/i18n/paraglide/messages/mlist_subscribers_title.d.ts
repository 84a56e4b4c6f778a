/**
* | output |
* | --- |
* | "Confirmed subscribers ({count})" |
*
* @param {Mlist_Subscribers_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_subscribers_title: ((inputs: Mlist_Subscribers_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_Subscribers_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_Subscribers_TitleInputs = {
    count: NonNullable<unknown>;
};
