/**
* | output |
* | --- |
* | "{amount} CHF per year" |
*
* @param {Membership_Fee_Per_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_fee_per_year: ((inputs: Membership_Fee_Per_YearInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Fee_Per_YearInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Fee_Per_YearInputs = {
    amount: NonNullable<unknown>;
};
