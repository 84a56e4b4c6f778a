/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Unavailable_AfterInputs */

const en_events_unavailable_after = /** @type {(inputs: Events_Unavailable_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const de_events_unavailable_after = /** @type {(inputs: Events_Unavailable_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const fr_events_unavailable_after = /** @type {(inputs: Events_Unavailable_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const it_events_unavailable_after = /** @type {(inputs: Events_Unavailable_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Events_Unavailable_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_unavailable_after = /** @type {((inputs?: Events_Unavailable_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Unavailable_AfterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_unavailable_after(inputs)
	if (locale === "fr") return fr_events_unavailable_after(inputs)
	if (locale === "it") return it_events_unavailable_after(inputs)
	return en_events_unavailable_after(inputs)
});