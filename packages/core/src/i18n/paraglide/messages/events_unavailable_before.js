/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Unavailable_BeforeInputs */

const en_events_unavailable_before = /** @type {(inputs: Events_Unavailable_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please reload the page in a moment, or`)
};

const de_events_unavailable_before = /** @type {(inputs: Events_Unavailable_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte laden Sie die Seite in einem Moment neu, oder`)
};

const fr_events_unavailable_before = /** @type {(inputs: Events_Unavailable_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez recharger la page dans un instant, ou`)
};

const it_events_unavailable_before = /** @type {(inputs: Events_Unavailable_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ricarichi la pagina tra un momento, oppure`)
};

/**
* | output |
* | --- |
* | "Please reload the page in a moment, or" |
*
* @param {Events_Unavailable_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_unavailable_before = /** @type {((inputs?: Events_Unavailable_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Unavailable_BeforeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_unavailable_before(inputs)
	if (locale === "fr") return fr_events_unavailable_before(inputs)
	if (locale === "it") return it_events_unavailable_before(inputs)
	return en_events_unavailable_before(inputs)
});