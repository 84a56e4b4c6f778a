/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Send the newsletter to 1 subscriber?" |
* | * | "Send the newsletter to {shownCount} subscribers?" |
*
* @param {Mlist_Send_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_send_title: ((inputs: Mlist_Send_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_Send_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_Send_TitleInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
