/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Join_AfterInputs */

const en_events_join_after = /** @type {(inputs: Events_Join_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` to join members-only events.`)
};

const de_events_join_after = /** @type {(inputs: Events_Join_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, um an Veranstaltungen nur für Mitglieder teilzunehmen.`)
};

const fr_events_join_after = /** @type {(inputs: Events_Join_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` pour participer aux événements réservés aux membres.`)
};

const it_events_join_after = /** @type {(inputs: Events_Join_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` per partecipare agli eventi riservati ai soci.`)
};

/**
* | output |
* | --- |
* | "to join members-only events." |
*
* @param {Events_Join_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_join_after = /** @type {((inputs?: Events_Join_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Join_AfterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_join_after(inputs)
	if (locale === "fr") return fr_events_join_after(inputs)
	if (locale === "it") return it_events_join_after(inputs)
	return en_events_join_after(inputs)
});