/**
* | output |
* | --- |
* | "Invoices and payments are kept with the name they were billed to; invoices still open when the account is deleted are closed unpaid." |
*
* @param {Mail_Resignation_Board_RecordsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_board_records: ((inputs?: Mail_Resignation_Board_RecordsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Resignation_Board_RecordsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Resignation_Board_RecordsInputs = {};
