/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 member" |
* | * | "{shownCount} members" |
*
* @param {Admin_Members_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_members_count: ((inputs: Admin_Members_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Members_CountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Members_CountInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
