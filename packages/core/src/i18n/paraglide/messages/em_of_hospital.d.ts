/**
* | output |
* | --- |
* | "of {hospital}" |
*
* @param {Em_Of_HospitalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_of_hospital: ((inputs: Em_Of_HospitalInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Of_HospitalInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Of_HospitalInputs = {
    hospital: NonNullable<unknown>;
};
