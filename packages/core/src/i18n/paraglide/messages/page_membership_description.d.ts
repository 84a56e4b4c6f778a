/**
* | output |
* | --- |
* | "Apply for membership: 10 CHF a year for students, 20 CHF for residents, graduates and specialists." |
*
* @param {Page_Membership_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_membership_description: ((inputs?: Page_Membership_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Membership_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Membership_DescriptionInputs = {};
