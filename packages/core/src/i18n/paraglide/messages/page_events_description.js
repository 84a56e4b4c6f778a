/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Events_DescriptionInputs */

const en_page_events_description = /** @type {(inputs: Page_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming events of the association, ride-along requests for members, and the mailing list.`)
};

const de_page_events_description = /** @type {(inputs: Page_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommende Veranstaltungen des Vereins, Mitfahranfragen für Mitglieder und die Mailingliste.`)
};

const fr_page_events_description = /** @type {(inputs: Page_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochains événements de l'association, demandes de stages d'observation pour les membres, et la liste de diffusion.`)
};

const it_page_events_description = /** @type {(inputs: Page_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prossimi eventi dell'associazione, richieste di affiancamento per i soci e la mailing list.`)
};

/**
* | output |
* | --- |
* | "Upcoming events of the association, ride-along requests for members, and the mailing list." |
*
* @param {Page_Events_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_events_description = /** @type {((inputs?: Page_Events_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Events_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_events_description(inputs)
	if (locale === "fr") return fr_page_events_description(inputs)
	if (locale === "it") return it_page_events_description(inputs)
	return en_page_events_description(inputs)
});