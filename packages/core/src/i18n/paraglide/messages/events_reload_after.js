/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Reload_AfterInputs */

const en_events_reload_after = /** @type {(inputs: Events_Reload_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const de_events_reload_after = /** @type {(inputs: Events_Reload_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const fr_events_reload_after = /** @type {(inputs: Events_Reload_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const it_events_reload_after = /** @type {(inputs: Events_Reload_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Events_Reload_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_reload_after = /** @type {((inputs?: Events_Reload_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Reload_AfterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_reload_after(inputs)
	if (locale === "fr") return fr_events_reload_after(inputs)
	if (locale === "it") return it_events_reload_after(inputs)
	return en_events_reload_after(inputs)
});