/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Session_EndedInputs */

const en_dash_session_ended = /** @type {(inputs: Dash_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Device signed out`)
};

const de_dash_session_ended = /** @type {(inputs: Dash_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerät abgemeldet`)
};

const fr_dash_session_ended = /** @type {(inputs: Dash_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appareil déconnecté`)
};

const it_dash_session_ended = /** @type {(inputs: Dash_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispositivo disconnesso`)
};

/**
* | output |
* | --- |
* | "Device signed out" |
*
* @param {Dash_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_ended = /** @type {((inputs?: Dash_Session_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Session_EndedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_session_ended(inputs)
	if (locale === "fr") return fr_dash_session_ended(inputs)
	if (locale === "it") return it_dash_session_ended(inputs)
	return en_dash_session_ended(inputs)
});