/**
* | countPlural | output |
* | --- | --- |
* | "one" | "“{subject}” goes out now to 1 subscriber: 1 e-mail, with a personal unsubscribe link. A newsletter cannot be called back once sent." |
* | * | "“{subject}” goes out now to {shownCount} subscribers: {shownCount} e-mails, each with a personal unsubscribe link. A newsletter cannot be called back once sent." |
*
* @param {Mlist_Send_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_send_text: ((inputs: Mlist_Send_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_Send_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_Send_TextInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
