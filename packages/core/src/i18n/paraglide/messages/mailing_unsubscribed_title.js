/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Unsubscribed_TitleInputs */

const en_mailing_unsubscribed_title = /** @type {(inputs: Mailing_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed`)
};

const de_mailing_unsubscribed_title = /** @type {(inputs: Mailing_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind abgemeldet`)
};

const fr_mailing_unsubscribed_title = /** @type {(inputs: Mailing_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes désinscrit`)
};

const it_mailing_unsubscribed_title = /** @type {(inputs: Mailing_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Sua iscrizione è stata annullata`)
};

/**
* | output |
* | --- |
* | "You are unsubscribed" |
*
* @param {Mailing_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribed_title = /** @type {((inputs?: Mailing_Unsubscribed_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Unsubscribed_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_unsubscribed_title(inputs)
	if (locale === "fr") return fr_mailing_unsubscribed_title(inputs)
	if (locale === "it") return it_mailing_unsubscribed_title(inputs)
	return en_mailing_unsubscribed_title(inputs)
});