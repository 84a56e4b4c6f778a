/**
* | output |
* | --- |
* | "Sent e-mails leave the outbox after {days} days, and with them their count." |
*
* @param {Mlist_RetentionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_retention: ((inputs: Mlist_RetentionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_RetentionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_RetentionInputs = {
    days: NonNullable<unknown>;
};
