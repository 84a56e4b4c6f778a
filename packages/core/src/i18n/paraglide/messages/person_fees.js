/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_FeesInputs */

const en_person_fees = /** @type {(inputs: Person_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership fees`)
};

const de_person_fees = /** @type {(inputs: Person_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliederbeiträge`)
};

const fr_person_fees = /** @type {(inputs: Person_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotisations`)
};

const it_person_fees = /** @type {(inputs: Person_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote associative`)
};

/**
* | output |
* | --- |
* | "Membership fees" |
*
* @param {Person_FeesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_fees = /** @type {((inputs?: Person_FeesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_FeesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_fees(inputs)
	if (locale === "fr") return fr_person_fees(inputs)
	if (locale === "it") return it_person_fees(inputs)
	return en_person_fees(inputs)
});