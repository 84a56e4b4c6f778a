/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Members_OnlyInputs */

const en_events_members_only = /** @type {(inputs: Events_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only`)
};

const de_events_members_only = /** @type {(inputs: Events_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für Mitglieder`)
};

const fr_events_members_only = /** @type {(inputs: Events_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé aux membres`)
};

const it_events_members_only = /** @type {(inputs: Events_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo per soci`)
};

/**
* | output |
* | --- |
* | "Members only" |
*
* @param {Events_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_members_only = /** @type {((inputs?: Events_Members_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Members_OnlyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_members_only(inputs)
	if (locale === "fr") return fr_events_members_only(inputs)
	if (locale === "it") return it_events_members_only(inputs)
	return en_events_members_only(inputs)
});