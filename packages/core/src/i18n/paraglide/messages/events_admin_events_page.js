/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Events_PageInputs */

const en_events_admin_events_page = /** @type {(inputs: Events_Admin_Events_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Events page`)
};

const de_events_admin_events_page = /** @type {(inputs: Events_Admin_Events_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`der Seite «Veranstaltungen»`)
};

const fr_events_admin_events_page = /** @type {(inputs: Events_Admin_Events_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la page Événements`)
};

const it_events_admin_events_page = /** @type {(inputs: Events_Admin_Events_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pagina Eventi`)
};

/**
* | output |
* | --- |
* | "the Events page" |
*
* @param {Events_Admin_Events_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_events_page = /** @type {((inputs?: Events_Admin_Events_PageInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Events_PageInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_events_page(inputs)
	if (locale === "fr") return fr_events_admin_events_page(inputs)
	if (locale === "it") return it_events_admin_events_page(inputs)
	return en_events_admin_events_page(inputs)
});