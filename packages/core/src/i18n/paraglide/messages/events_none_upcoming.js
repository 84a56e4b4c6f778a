/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_None_UpcomingInputs */

const en_events_none_upcoming = /** @type {(inputs: Events_None_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events at the moment. New dates will be announced here.`)
};

const de_events_none_upcoming = /** @type {(inputs: Events_None_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurzeit sind keine Veranstaltungen geplant. Neue Daten werden hier bekannt gegeben.`)
};

const fr_events_none_upcoming = /** @type {(inputs: Events_None_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement n’est prévu pour le moment. Les nouvelles dates seront annoncées ici.`)
};

const it_events_none_upcoming = /** @type {(inputs: Events_None_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al momento non ci sono eventi in programma. Le nuove date saranno annunciate qui.`)
};

/**
* | output |
* | --- |
* | "No upcoming events at the moment. New dates will be announced here." |
*
* @param {Events_None_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_none_upcoming = /** @type {((inputs?: Events_None_UpcomingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_None_UpcomingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_none_upcoming(inputs)
	if (locale === "fr") return fr_events_none_upcoming(inputs)
	if (locale === "it") return it_events_none_upcoming(inputs)
	return en_events_none_upcoming(inputs)
});