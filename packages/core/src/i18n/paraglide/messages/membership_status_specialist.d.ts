/**
* | output |
* | --- |
* | "Specialist" |
*
* @param {Membership_Status_SpecialistInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_status_specialist: ((inputs?: Membership_Status_SpecialistInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Status_SpecialistInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Status_SpecialistInputs = {};
