/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Renew_AnywayInputs */

const en_fees_renew_anyway = /** @type {(inputs: Fees_Renew_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew anyway`)
};

const de_fees_renew_anyway = /** @type {(inputs: Fees_Renew_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trotzdem erneuern`)
};

const fr_fees_renew_anyway = /** @type {(inputs: Fees_Renew_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renouveler quand même`)
};

const it_fees_renew_anyway = /** @type {(inputs: Fees_Renew_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rinnovare comunque`)
};

/**
* | output |
* | --- |
* | "Renew anyway" |
*
* @param {Fees_Renew_AnywayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_anyway = /** @type {((inputs?: Fees_Renew_AnywayInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_AnywayInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_anyway(inputs)
	if (locale === "fr") return fr_fees_renew_anyway(inputs)
	if (locale === "it") return it_fees_renew_anyway(inputs)
	return en_fees_renew_anyway(inputs)
});