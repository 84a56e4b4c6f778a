/**
* | output |
* | --- |
* | "Renew memberships for {year}?" |
*
* @param {Fees_Renew_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_confirm_title: ((inputs: Fees_Renew_Confirm_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Renew_Confirm_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Renew_Confirm_TitleInputs = {
    year: NonNullable<unknown>;
};
