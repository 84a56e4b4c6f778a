/**
* | output |
* | --- |
* | "We keep your invoices and payments for ten years, as Swiss accounting law requires (art. 958f CO), with the name they were billed to. Invoices still open whe..." |
*
* @param {Mail_Resignation_RecordsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_records: ((inputs?: Mail_Resignation_RecordsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Resignation_RecordsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Resignation_RecordsInputs = {};
