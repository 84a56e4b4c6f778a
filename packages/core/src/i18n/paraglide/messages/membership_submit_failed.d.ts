/**
* | output |
* | --- |
* | "Failed to submit your application. Please try again." |
*
* @param {Membership_Submit_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_submit_failed: ((inputs?: Membership_Submit_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Submit_FailedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Submit_FailedInputs = {};
