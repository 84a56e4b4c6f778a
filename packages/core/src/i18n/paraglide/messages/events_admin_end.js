/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_EndInputs */

const en_events_admin_end = /** @type {(inputs: Events_Admin_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End time`)
};

const de_events_admin_end = /** @type {(inputs: Events_Admin_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ende`)
};

const fr_events_admin_end = /** @type {(inputs: Events_Admin_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure de fin`)
};

const it_events_admin_end = /** @type {(inputs: Events_Admin_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ora di fine`)
};

/**
* | output |
* | --- |
* | "End time" |
*
* @param {Events_Admin_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_end = /** @type {((inputs?: Events_Admin_EndInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_EndInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_end(inputs)
	if (locale === "fr") return fr_events_admin_end(inputs)
	if (locale === "it") return it_events_admin_end(inputs)
	return en_events_admin_end(inputs)
});