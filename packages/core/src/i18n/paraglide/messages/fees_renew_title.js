/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Renew_TitleInputs */

const en_fees_renew_title = /** @type {(inputs: Fees_Renew_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renewal`)
};

const de_fees_renew_title = /** @type {(inputs: Fees_Renew_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneuerung`)
};

const fr_fees_renew_title = /** @type {(inputs: Fees_Renew_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renouvellement`)
};

const it_fees_renew_title = /** @type {(inputs: Fees_Renew_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rinnovo`)
};

/**
* | output |
* | --- |
* | "Renewal" |
*
* @param {Fees_Renew_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_title = /** @type {((inputs?: Fees_Renew_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_title(inputs)
	if (locale === "fr") return fr_fees_renew_title(inputs)
	if (locale === "it") return it_fees_renew_title(inputs)
	return en_fees_renew_title(inputs)
});