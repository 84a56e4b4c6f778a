/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Required_AfterInputs */

const en_membership_required_after = /** @type {(inputs: Membership_Required_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`are required.`)
};

const de_membership_required_after = /** @type {(inputs: Membership_Required_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`markierte Felder sind Pflichtfelder.`)
};

const fr_membership_required_after = /** @type {(inputs: Membership_Required_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sont obligatoires.`)
};

const it_membership_required_after = /** @type {(inputs: Membership_Required_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sono obbligatori.`)
};

/**
* | output |
* | --- |
* | "are required." |
*
* @param {Membership_Required_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_required_after = /** @type {((inputs?: Membership_Required_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Required_AfterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_required_after(inputs)
	if (locale === "fr") return fr_membership_required_after(inputs)
	if (locale === "it") return it_membership_required_after(inputs)
	return en_membership_required_after(inputs)
});