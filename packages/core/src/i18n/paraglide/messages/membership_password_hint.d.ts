/**
* | output |
* | --- |
* | "At least {minLength} characters." |
*
* @param {Membership_Password_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_password_hint: ((inputs: Membership_Password_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Password_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Password_HintInputs = {
    minLength: NonNullable<unknown>;
};
