/**
* | output |
* | --- |
* | "Graduate" |
*
* @param {Membership_Status_GraduateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_status_graduate: ((inputs?: Membership_Status_GraduateInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Status_GraduateInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Status_GraduateInputs = {};
