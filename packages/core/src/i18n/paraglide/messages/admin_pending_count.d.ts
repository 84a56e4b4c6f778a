/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 pending application" |
* | * | "{shownCount} pending applications" |
*
* @param {Admin_Pending_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pending_count: ((inputs: Admin_Pending_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pending_CountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pending_CountInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
