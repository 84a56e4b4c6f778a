/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_SavedInputs */

const en_events_admin_saved = /** @type {(inputs: Events_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event saved`)
};

const de_events_admin_saved = /** @type {(inputs: Events_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung gespeichert`)
};

const fr_events_admin_saved = /** @type {(inputs: Events_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement enregistré`)
};

const it_events_admin_saved = /** @type {(inputs: Events_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento salvato`)
};

/**
* | output |
* | --- |
* | "Event saved" |
*
* @param {Events_Admin_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_saved = /** @type {((inputs?: Events_Admin_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_SavedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_saved(inputs)
	if (locale === "fr") return fr_events_admin_saved(inputs)
	if (locale === "it") return it_events_admin_saved(inputs)
	return en_events_admin_saved(inputs)
});