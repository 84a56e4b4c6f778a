/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Choose_StatusInputs */

const en_membership_choose_status = /** @type {(inputs: Membership_Choose_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your status`)
};

const de_membership_choose_status = /** @type {(inputs: Membership_Choose_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status wählen`)
};

const fr_membership_choose_status = /** @type {(inputs: Membership_Choose_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre statut`)
};

const it_membership_choose_status = /** @type {(inputs: Membership_Choose_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga il Suo stato`)
};

/**
* | output |
* | --- |
* | "Choose your status" |
*
* @param {Membership_Choose_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_choose_status = /** @type {((inputs?: Membership_Choose_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Choose_StatusInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_choose_status(inputs)
	if (locale === "fr") return fr_membership_choose_status(inputs)
	if (locale === "it") return it_membership_choose_status(inputs)
	return en_membership_choose_status(inputs)
});