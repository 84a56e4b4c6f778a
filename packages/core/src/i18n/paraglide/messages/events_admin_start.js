/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_StartInputs */

const en_events_admin_start = /** @type {(inputs: Events_Admin_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time`)
};

const de_events_admin_start = /** @type {(inputs: Events_Admin_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn`)
};

const fr_events_admin_start = /** @type {(inputs: Events_Admin_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure de début`)
};

const it_events_admin_start = /** @type {(inputs: Events_Admin_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ora di inizio`)
};

/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Events_Admin_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_start = /** @type {((inputs?: Events_Admin_StartInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_StartInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_start(inputs)
	if (locale === "fr") return fr_events_admin_start(inputs)
	if (locale === "it") return it_events_admin_start(inputs)
	return en_events_admin_start(inputs)
});