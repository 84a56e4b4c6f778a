/**
* | output |
* | --- |
* | "Your review has been submitted successfully!" |
*
* @param {Reviews_Pub_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_submitted: ((inputs?: Reviews_Pub_SubmittedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_SubmittedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_SubmittedInputs = {};
