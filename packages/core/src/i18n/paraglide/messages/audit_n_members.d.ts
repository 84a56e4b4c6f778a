/**
* | known | countPlural | output |
* | --- | --- | --- |
* | "no" | * | "some members" |
* | * | "one" | "1 member" |
* | * | * | "{shownCount} members" |
*
* @param {Audit_N_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_n_members: ((inputs: Audit_N_MembersInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_N_MembersInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_N_MembersInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
    known: NonNullable<unknown>;
};
