/**
* | output |
* | --- |
* | "Medicine" |
*
* @param {Membership_Field_MedicineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_field_medicine: ((inputs?: Membership_Field_MedicineInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Field_MedicineInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Field_MedicineInputs = {};
