/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Reload_LinkInputs */

const en_events_reload_link = /** @type {(inputs: Events_Reload_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reload the page`)
};

const de_events_reload_link = /** @type {(inputs: Events_Reload_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`laden Sie die Seite neu`)
};

const fr_events_reload_link = /** @type {(inputs: Events_Reload_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recharger la page`)
};

const it_events_reload_link = /** @type {(inputs: Events_Reload_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ricaricare la pagina`)
};

/**
* | output |
* | --- |
* | "reload the page" |
*
* @param {Events_Reload_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_reload_link = /** @type {((inputs?: Events_Reload_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Reload_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_reload_link(inputs)
	if (locale === "fr") return fr_events_reload_link(inputs)
	if (locale === "it") return it_events_reload_link(inputs)
	return en_events_reload_link(inputs)
});