/**
* | output |
* | --- |
* | "Welcome to the {associationName}!" |
*
* @param {Membership_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_success_title: ((inputs: Membership_Success_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Success_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Success_TitleInputs = {
    associationName: NonNullable<unknown>;
};
