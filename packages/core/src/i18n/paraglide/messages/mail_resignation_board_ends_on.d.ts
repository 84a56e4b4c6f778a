/**
* | output |
* | --- |
* | "{who} has resigned. The membership ends on {day}, and the account is deleted the day after." |
*
* @param {Mail_Resignation_Board_Ends_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_board_ends_on: ((inputs: Mail_Resignation_Board_Ends_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Resignation_Board_Ends_OnInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Resignation_Board_Ends_OnInputs = {
    who: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
