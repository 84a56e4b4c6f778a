/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_DeletedInputs */

const en_events_admin_deleted = /** @type {(inputs: Events_Admin_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event deleted`)
};

const de_events_admin_deleted = /** @type {(inputs: Events_Admin_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung gelöscht`)
};

const fr_events_admin_deleted = /** @type {(inputs: Events_Admin_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement supprimé`)
};

const it_events_admin_deleted = /** @type {(inputs: Events_Admin_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento eliminato`)
};

/**
* | output |
* | --- |
* | "Event deleted" |
*
* @param {Events_Admin_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_deleted = /** @type {((inputs?: Events_Admin_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_deleted(inputs)
	if (locale === "fr") return fr_events_admin_deleted(inputs)
	if (locale === "it") return it_events_admin_deleted(inputs)
	return en_events_admin_deleted(inputs)
});