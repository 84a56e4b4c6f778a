/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Save_ChangesInputs */

const en_events_admin_save_changes = /** @type {(inputs: Events_Admin_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

const de_events_admin_save_changes = /** @type {(inputs: Events_Admin_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen speichern`)
};

const fr_events_admin_save_changes = /** @type {(inputs: Events_Admin_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

const it_events_admin_save_changes = /** @type {(inputs: Events_Admin_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvare le modifiche`)
};

/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Events_Admin_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_save_changes = /** @type {((inputs?: Events_Admin_Save_ChangesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Save_ChangesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_save_changes(inputs)
	if (locale === "fr") return fr_events_admin_save_changes(inputs)
	if (locale === "it") return it_events_admin_save_changes(inputs)
	return en_events_admin_save_changes(inputs)
});