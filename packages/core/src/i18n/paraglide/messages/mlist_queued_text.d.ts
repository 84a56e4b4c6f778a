/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shownCount} e-mail is on its way." |
* | * | "{shownCount} e-mails are on their way." |
*
* @param {Mlist_Queued_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_queued_text: ((inputs: Mlist_Queued_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_Queued_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_Queued_TextInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
