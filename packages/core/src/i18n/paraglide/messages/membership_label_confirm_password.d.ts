/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Membership_Label_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_confirm_password: ((inputs?: Membership_Label_Confirm_PasswordInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Label_Confirm_PasswordInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Label_Confirm_PasswordInputs = {};
