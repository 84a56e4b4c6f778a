/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_EventsInputs */

const en_nav_events = /** @type {(inputs: Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const de_nav_events = /** @type {(inputs: Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltungen`)
};

const fr_nav_events = /** @type {(inputs: Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

const it_nav_events = /** @type {(inputs: Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventi`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Nav_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const nav_events = /** @type {((inputs?: Nav_EventsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_EventsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_events(inputs)
	if (locale === "fr") return fr_nav_events(inputs)
	if (locale === "it") return it_nav_events(inputs)
	return en_nav_events(inputs)
});