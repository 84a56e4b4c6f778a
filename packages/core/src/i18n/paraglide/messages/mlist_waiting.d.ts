/**
* | output |
* | --- |
* | "{count} waiting" |
*
* @param {Mlist_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_waiting: ((inputs: Mlist_WaitingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_WaitingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_WaitingInputs = {
    count: NonNullable<unknown>;
};
