/**
* | output |
* | --- |
* | "Emergency Medicine" |
*
* @param {Nav_Emergency_MedicineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const nav_emergency_medicine: ((inputs?: Nav_Emergency_MedicineInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Emergency_MedicineInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Emergency_MedicineInputs = {};
