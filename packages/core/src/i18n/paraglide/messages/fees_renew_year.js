/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Renew_YearInputs */

const en_fees_renew_year = /** @type {(inputs: Fees_Renew_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership year`)
};

const de_fees_renew_year = /** @type {(inputs: Fees_Renew_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaftsjahr`)
};

const fr_fees_renew_year = /** @type {(inputs: Fees_Renew_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année d’adhésion`)
};

const it_fees_renew_year = /** @type {(inputs: Fees_Renew_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anno associativo`)
};

/**
* | output |
* | --- |
* | "Membership year" |
*
* @param {Fees_Renew_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_year = /** @type {((inputs?: Fees_Renew_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_year(inputs)
	if (locale === "fr") return fr_fees_renew_year(inputs)
	if (locale === "it") return it_fees_renew_year(inputs)
	return en_fees_renew_year(inputs)
});