/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shownCount} selected" |
* | * | "{shownCount} selected" |
*
* @param {Admin_Selected_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_selected_count: ((inputs: Admin_Selected_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Selected_CountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Selected_CountInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
