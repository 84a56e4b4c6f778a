/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Events_Add_To_Calendar_NamedInputs */

const en_events_add_to_calendar_named = /** @type {(inputs: Events_Add_To_Calendar_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add to calendar: ${i?.title}`)
};

const de_events_add_to_calendar_named = /** @type {(inputs: Events_Add_To_Calendar_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zum Kalender hinzufügen: ${i?.title}`)
};

const fr_events_add_to_calendar_named = /** @type {(inputs: Events_Add_To_Calendar_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouter au calendrier : ${i?.title}`)
};

const it_events_add_to_calendar_named = /** @type {(inputs: Events_Add_To_Calendar_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aggiungere al calendario: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Add to calendar: {title}" |
*
* @param {Events_Add_To_Calendar_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_add_to_calendar_named = /** @type {((inputs: Events_Add_To_Calendar_NamedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Add_To_Calendar_NamedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_add_to_calendar_named(inputs)
	if (locale === "fr") return fr_events_add_to_calendar_named(inputs)
	if (locale === "it") return it_events_add_to_calendar_named(inputs)
	return en_events_add_to_calendar_named(inputs)
});