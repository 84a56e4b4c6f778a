/**
* | output |
* | --- |
* | "Issue {invoices}" |
*
* @param {Fees_Renew_IssueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_issue: ((inputs: Fees_Renew_IssueInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Renew_IssueInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Renew_IssueInputs = {
    invoices: NonNullable<unknown>;
};
