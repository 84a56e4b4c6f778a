/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Back_To_HubInputs */

const en_em_back_to_hub = /** @type {(inputs: Em_Back_To_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Emergency Medicine`)
};

const de_em_back_to_hub = /** @type {(inputs: Em_Back_To_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Notfallmedizin`)
};

const fr_em_back_to_hub = /** @type {(inputs: Em_Back_To_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la médecine d’urgence`)
};

const it_em_back_to_hub = /** @type {(inputs: Em_Back_To_HubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare alla medicina d’urgenza`)
};

/**
* | output |
* | --- |
* | "Back to Emergency Medicine" |
*
* @param {Em_Back_To_HubInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_back_to_hub = /** @type {((inputs?: Em_Back_To_HubInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Back_To_HubInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_back_to_hub(inputs)
	if (locale === "fr") return fr_em_back_to_hub(inputs)
	if (locale === "it") return it_em_back_to_hub(inputs)
	return en_em_back_to_hub(inputs)
});