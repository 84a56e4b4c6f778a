/**
* | output |
* | --- |
* | "Newsletter sent" |
*
* @param {Audit_Label_Newsletter_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_newsletter_sent: ((inputs?: Audit_Label_Newsletter_SentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Newsletter_SentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Newsletter_SentInputs = {};
