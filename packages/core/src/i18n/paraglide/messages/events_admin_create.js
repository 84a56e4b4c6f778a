/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_CreateInputs */

const en_events_admin_create = /** @type {(inputs: Events_Admin_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create event`)
};

const de_events_admin_create = /** @type {(inputs: Events_Admin_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung erstellen`)
};

const fr_events_admin_create = /** @type {(inputs: Events_Admin_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer l’événement`)
};

const it_events_admin_create = /** @type {(inputs: Events_Admin_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creare l’evento`)
};

/**
* | output |
* | --- |
* | "Create event" |
*
* @param {Events_Admin_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_create = /** @type {((inputs?: Events_Admin_CreateInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_CreateInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_create(inputs)
	if (locale === "fr") return fr_events_admin_create(inputs)
	if (locale === "it") return it_events_admin_create(inputs)
	return en_events_admin_create(inputs)
});