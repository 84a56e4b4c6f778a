/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Reload_BeforeInputs */

const en_events_reload_before = /** @type {(inputs: Events_Reload_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please`)
};

const de_events_reload_before = /** @type {(inputs: Events_Reload_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte`)
};

const fr_events_reload_before = /** @type {(inputs: Events_Reload_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez`)
};

const it_events_reload_before = /** @type {(inputs: Events_Reload_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La preghiamo di`)
};

/**
* | output |
* | --- |
* | "Please" |
*
* @param {Events_Reload_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_reload_before = /** @type {((inputs?: Events_Reload_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Reload_BeforeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_reload_before(inputs)
	if (locale === "fr") return fr_events_reload_before(inputs)
	if (locale === "it") return it_events_reload_before(inputs)
	return en_events_reload_before(inputs)
});