/**
* | output |
* | --- |
* | "This device" |
*
* @param {Dash_Session_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_this_device: ((inputs?: Dash_Session_This_DeviceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Session_This_DeviceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Session_This_DeviceInputs = {};
