/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Send to 1 subscriber" |
* | * | "Send to {shownCount} subscribers" |
*
* @param {Mlist_Send_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_send_to: ((inputs: Mlist_Send_ToInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_Send_ToInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_Send_ToInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
