/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_DeleteInputs */

const en_events_admin_delete = /** @type {(inputs: Events_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const de_events_admin_delete = /** @type {(inputs: Events_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen`)
};

const fr_events_admin_delete = /** @type {(inputs: Events_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const it_events_admin_delete = /** @type {(inputs: Events_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminare`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Events_Admin_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete = /** @type {((inputs?: Events_Admin_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_DeleteInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_delete(inputs)
	if (locale === "fr") return fr_events_admin_delete(inputs)
	if (locale === "it") return it_events_admin_delete(inputs)
	return en_events_admin_delete(inputs)
});