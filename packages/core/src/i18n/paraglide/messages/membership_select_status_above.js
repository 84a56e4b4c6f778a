/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Select_Status_AboveInputs */

const en_membership_select_status_above = /** @type {(inputs: Membership_Select_Status_AboveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select your status above`)
};

const de_membership_select_status_above = /** @type {(inputs: Membership_Select_Status_AboveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie oben Ihren Status`)
};

const fr_membership_select_status_above = /** @type {(inputs: Membership_Select_Status_AboveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionnez d’abord votre statut ci-dessus`)
};

const it_membership_select_status_above = /** @type {(inputs: Membership_Select_Status_AboveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selezioni sopra il Suo stato`)
};

/**
* | output |
* | --- |
* | "Select your status above" |
*
* @param {Membership_Select_Status_AboveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_select_status_above = /** @type {((inputs?: Membership_Select_Status_AboveInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Select_Status_AboveInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_select_status_above(inputs)
	if (locale === "fr") return fr_membership_select_status_above(inputs)
	if (locale === "it") return it_membership_select_status_above(inputs)
	return en_membership_select_status_above(inputs)
});