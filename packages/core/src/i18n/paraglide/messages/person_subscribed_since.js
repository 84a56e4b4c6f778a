/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Person_Subscribed_SinceInputs */

const en_person_subscribed_since = /** @type {(inputs: Person_Subscribed_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subscribed since ${i?.day}`)
};

const de_person_subscribed_since = /** @type {(inputs: Person_Subscribed_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonniert seit ${i?.day}`)
};

const fr_person_subscribed_since = /** @type {(inputs: Person_Subscribed_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonné·e depuis le ${i?.day}`)
};

const it_person_subscribed_since = /** @type {(inputs: Person_Subscribed_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iscritto/a dal ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Subscribed since {day}" |
*
* @param {Person_Subscribed_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_subscribed_since = /** @type {((inputs: Person_Subscribed_SinceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Subscribed_SinceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_subscribed_since(inputs)
	if (locale === "fr") return fr_person_subscribed_since(inputs)
	if (locale === "it") return it_person_subscribed_since(inputs)
	return en_person_subscribed_since(inputs)
});