/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Load_FailedInputs */

const en_events_admin_load_failed = /** @type {(inputs: Events_Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The events could not be loaded.`)
};

const de_events_admin_load_failed = /** @type {(inputs: Events_Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Veranstaltungen konnten nicht geladen werden.`)
};

const fr_events_admin_load_failed = /** @type {(inputs: Events_Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les événements n’ont pas pu être chargés.`)
};

const it_events_admin_load_failed = /** @type {(inputs: Events_Admin_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare gli eventi.`)
};

/**
* | output |
* | --- |
* | "The events could not be loaded." |
*
* @param {Events_Admin_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_load_failed = /** @type {((inputs?: Events_Admin_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_load_failed(inputs)
	if (locale === "fr") return fr_events_admin_load_failed(inputs)
	if (locale === "it") return it_events_admin_load_failed(inputs)
	return en_events_admin_load_failed(inputs)
});