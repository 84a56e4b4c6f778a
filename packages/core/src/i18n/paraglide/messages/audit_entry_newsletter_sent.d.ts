/**
* | output |
* | --- |
* | "{actor} sent a newsletter to {subscribers}" |
*
* @param {Audit_Entry_Newsletter_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_newsletter_sent: ((inputs: Audit_Entry_Newsletter_SentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Newsletter_SentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Newsletter_SentInputs = {
    actor: NonNullable<unknown>;
    subscribers: NonNullable<unknown>;
};
