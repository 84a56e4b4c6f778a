/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Place_HintInputs */

const en_membership_place_hint = /** @type {(inputs: Membership_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`University, school or workplace.`)
};

const de_membership_place_hint = /** @type {(inputs: Membership_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hochschule, Schule oder Arbeitsort.`)
};

const fr_membership_place_hint = /** @type {(inputs: Membership_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Université, école ou lieu de travail.`)
};

const it_membership_place_hint = /** @type {(inputs: Membership_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Università, scuola o luogo di lavoro.`)
};

/**
* | output |
* | --- |
* | "University, school or workplace." |
*
* @param {Membership_Place_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_place_hint = /** @type {((inputs?: Membership_Place_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Place_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_place_hint(inputs)
	if (locale === "fr") return fr_membership_place_hint(inputs)
	if (locale === "it") return it_membership_place_hint(inputs)
	return en_membership_place_hint(inputs)
});