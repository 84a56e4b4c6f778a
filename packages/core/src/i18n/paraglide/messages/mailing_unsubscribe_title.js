/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Unsubscribe_TitleInputs */

const en_mailing_unsubscribe_title = /** @type {(inputs: Mailing_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe from our newsletter`)
};

const de_mailing_unsubscribe_title = /** @type {(inputs: Mailing_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vom Newsletter abmelden`)
};

const fr_mailing_unsubscribe_title = /** @type {(inputs: Mailing_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désinscrire de notre newsletter`)
};

const it_mailing_unsubscribe_title = /** @type {(inputs: Mailing_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disiscriversi dalla newsletter`)
};

/**
* | output |
* | --- |
* | "Unsubscribe from our newsletter" |
*
* @param {Mailing_Unsubscribe_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribe_title = /** @type {((inputs?: Mailing_Unsubscribe_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Unsubscribe_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_unsubscribe_title(inputs)
	if (locale === "fr") return fr_mailing_unsubscribe_title(inputs)
	if (locale === "it") return it_mailing_unsubscribe_title(inputs)
	return en_mailing_unsubscribe_title(inputs)
});