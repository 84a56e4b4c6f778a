/**
* | output |
* | --- |
* | "Role changed to {role} by {by}" |
*
* @param {Person_Event_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_role_changed: ((inputs: Person_Event_Role_ChangedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Event_Role_ChangedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Event_Role_ChangedInputs = {
    role: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
