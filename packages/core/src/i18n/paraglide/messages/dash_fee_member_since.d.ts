/**
* | output |
* | --- |
* | "Member since {day}." |
*
* @param {Dash_Fee_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_member_since: ((inputs: Dash_Fee_Member_SinceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_Member_SinceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_Member_SinceInputs = {
    day: NonNullable<unknown>;
};
