/**
* | output |
* | --- |
* | "Medical Students" |
*
* @param {Reviews_Pub_Type_Medical_StudentsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_type_medical_students: ((inputs?: Reviews_Pub_Type_Medical_StudentsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Type_Medical_StudentsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Type_Medical_StudentsInputs = {};
