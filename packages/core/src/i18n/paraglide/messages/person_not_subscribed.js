/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Not_SubscribedInputs */

const en_person_not_subscribed = /** @type {(inputs: Person_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not subscribed`)
};

const de_person_not_subscribed = /** @type {(inputs: Person_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht abonniert`)
};

const fr_person_not_subscribed = /** @type {(inputs: Person_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non abonné·e`)
};

const it_person_not_subscribed = /** @type {(inputs: Person_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non iscritto/a`)
};

/**
* | output |
* | --- |
* | "Not subscribed" |
*
* @param {Person_Not_SubscribedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_subscribed = /** @type {((inputs?: Person_Not_SubscribedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Not_SubscribedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_not_subscribed(inputs)
	if (locale === "fr") return fr_person_not_subscribed(inputs)
	if (locale === "it") return it_person_not_subscribed(inputs)
	return en_person_not_subscribed(inputs)
});