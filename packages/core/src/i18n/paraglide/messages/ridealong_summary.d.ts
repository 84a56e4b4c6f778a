/**
* | output |
* | --- |
* | "{open} open of {total}. Requests are deleted automatically {months} months after they were made. Answer a member by e-mail; the request mail in the associati..." |
*
* @param {Ridealong_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_summary: ((inputs: Ridealong_SummaryInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ridealong_SummaryInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ridealong_SummaryInputs = {
    open: NonNullable<unknown>;
    total: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
