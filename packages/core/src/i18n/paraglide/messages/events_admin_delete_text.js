/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, date: NonNullable<unknown> }} Events_Admin_Delete_TextInputs */

const en_events_admin_delete_text = /** @type {(inputs: Events_Admin_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} on ${i?.date} will disappear from the Events page and from subscribed calendars. This cannot be undone.`)
};

const de_events_admin_delete_text = /** @type {(inputs: Events_Admin_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} am ${i?.date} verschwindet von der Seite «Veranstaltungen» und aus abonnierten Kalendern. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_events_admin_delete_text = /** @type {(inputs: Events_Admin_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} du ${i?.date} disparaîtra de la page Événements et des calendriers abonnés. Cette action est irréversible.`)
};

const it_events_admin_delete_text = /** @type {(inputs: Events_Admin_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} del ${i?.date} scomparirà dalla pagina Eventi e dai calendari abbonati. Questa operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "{title} on {date} will disappear from the Events page and from subscribed calendars. This cannot be undone." |
*
* @param {Events_Admin_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete_text = /** @type {((inputs: Events_Admin_Delete_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Delete_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_delete_text(inputs)
	if (locale === "fr") return fr_events_admin_delete_text(inputs)
	if (locale === "it") return it_events_admin_delete_text(inputs)
	return en_events_admin_delete_text(inputs)
});