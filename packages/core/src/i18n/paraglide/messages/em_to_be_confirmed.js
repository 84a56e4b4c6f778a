/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_To_Be_ConfirmedInputs */

const en_em_to_be_confirmed = /** @type {(inputs: Em_To_Be_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To be confirmed`)
};

const de_em_to_be_confirmed = /** @type {(inputs: Em_To_Be_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch zu bestätigen`)
};

const fr_em_to_be_confirmed = /** @type {(inputs: Em_To_Be_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À confirmer`)
};

const it_em_to_be_confirmed = /** @type {(inputs: Em_To_Be_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da confermare`)
};

/**
* | output |
* | --- |
* | "To be confirmed" |
*
* @param {Em_To_Be_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_to_be_confirmed = /** @type {((inputs?: Em_To_Be_ConfirmedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_To_Be_ConfirmedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_to_be_confirmed(inputs)
	if (locale === "fr") return fr_em_to_be_confirmed(inputs)
	if (locale === "it") return it_em_to_be_confirmed(inputs)
	return en_em_to_be_confirmed(inputs)
});