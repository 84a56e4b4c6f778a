/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_CreatedInputs */

const en_events_admin_created = /** @type {(inputs: Events_Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event created`)
};

const de_events_admin_created = /** @type {(inputs: Events_Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung erstellt`)
};

const fr_events_admin_created = /** @type {(inputs: Events_Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement créé`)
};

const it_events_admin_created = /** @type {(inputs: Events_Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento creato`)
};

/**
* | output |
* | --- |
* | "Event created" |
*
* @param {Events_Admin_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_created = /** @type {((inputs?: Events_Admin_CreatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_CreatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_created(inputs)
	if (locale === "fr") return fr_events_admin_created(inputs)
	if (locale === "it") return it_events_admin_created(inputs)
	return en_events_admin_created(inputs)
});