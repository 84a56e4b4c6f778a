/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Events_Admin_IntroInputs */

const en_events_admin_intro = /** @type {(inputs: Events_Admin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Events appear on ${i?.link} and in its calendar feed as soon as they are saved. Times are Swiss local times.`)
};

const de_events_admin_intro = /** @type {(inputs: Events_Admin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veranstaltungen erscheinen auf ${i?.link} und in deren Kalender-Feed, sobald sie gespeichert sind. Die Zeiten sind Schweizer Ortszeit.`)
};

const fr_events_admin_intro = /** @type {(inputs: Events_Admin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les événements apparaissent sur ${i?.link} et dans son flux de calendrier dès qu’ils sont enregistrés. Les heures sont en heure locale suisse.`)
};

const it_events_admin_intro = /** @type {(inputs: Events_Admin_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gli eventi compaiono nella ${i?.link} e nel suo feed del calendario appena vengono salvati. Gli orari sono in ora locale svizzera.`)
};

/**
* | output |
* | --- |
* | "Events appear on {link} and in its calendar feed as soon as they are saved. Times are Swiss local times." |
*
* @param {Events_Admin_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_intro = /** @type {((inputs: Events_Admin_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_IntroInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_intro(inputs)
	if (locale === "fr") return fr_events_admin_intro(inputs)
	if (locale === "it") return it_events_admin_intro(inputs)
	return en_events_admin_intro(inputs)
});