/**
* | output |
* | --- |
* | "Resident" |
*
* @param {Membership_Status_ResidentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_status_resident: ((inputs?: Membership_Status_ResidentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Status_ResidentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Status_ResidentInputs = {};
