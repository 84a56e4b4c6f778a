/**
* | output |
* | --- |
* | "Annual fee: {fee}" |
*
* @param {Membership_Annual_FeeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_annual_fee: ((inputs: Membership_Annual_FeeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Annual_FeeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Annual_FeeInputs = {
    fee: NonNullable<unknown>;
};
