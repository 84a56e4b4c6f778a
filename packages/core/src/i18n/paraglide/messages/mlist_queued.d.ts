/**
* | output |
* | --- |
* | "{count} queued" |
*
* @param {Mlist_QueuedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_queued: ((inputs: Mlist_QueuedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_QueuedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_QueuedInputs = {
    count: NonNullable<unknown>;
};
