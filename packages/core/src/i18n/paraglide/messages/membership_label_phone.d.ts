/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Membership_Label_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_phone: ((inputs?: Membership_Label_PhoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Label_PhoneInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Label_PhoneInputs = {};
