/**
* | output |
* | --- |
* | "Submitted {date}" |
*
* @param {Reviews_Admin_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_submitted: ((inputs: Reviews_Admin_SubmittedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Admin_SubmittedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Admin_SubmittedInputs = {
    date: NonNullable<unknown>;
};
