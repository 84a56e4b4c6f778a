/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Session_This_DeviceInputs */

const en_dash_session_this_device = /** @type {(inputs: Dash_Session_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device`)
};

const de_dash_session_this_device = /** @type {(inputs: Dash_Session_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät`)
};

const fr_dash_session_this_device = /** @type {(inputs: Dash_Session_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet appareil`)
};

const it_dash_session_this_device = /** @type {(inputs: Dash_Session_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo dispositivo`)
};

/**
* | output |
* | --- |
* | "This device" |
*
* @param {Dash_Session_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_this_device = /** @type {((inputs?: Dash_Session_This_DeviceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Session_This_DeviceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_session_this_device(inputs)
	if (locale === "fr") return fr_dash_session_this_device(inputs)
	if (locale === "it") return it_dash_session_this_device(inputs)
	return en_dash_session_this_device(inputs)
});