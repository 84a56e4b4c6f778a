/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 person" |
* | * | "{shownCount} people" |
*
* @param {Admin_PeopleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_people: ((inputs: Admin_PeopleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_PeopleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_PeopleInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
