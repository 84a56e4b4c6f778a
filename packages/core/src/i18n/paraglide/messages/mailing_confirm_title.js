/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Confirm_TitleInputs */

const en_mailing_confirm_title = /** @type {(inputs: Mailing_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your subscription`)
};

const de_mailing_confirm_title = /** @type {(inputs: Mailing_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung bestätigen`)
};

const fr_mailing_confirm_title = /** @type {(inputs: Mailing_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre inscription`)
};

const it_mailing_confirm_title = /** @type {(inputs: Mailing_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confermi la Sua iscrizione`)
};

/**
* | output |
* | --- |
* | "Confirm your subscription" |
*
* @param {Mailing_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_confirm_title = /** @type {((inputs?: Mailing_Confirm_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Confirm_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_confirm_title(inputs)
	if (locale === "fr") return fr_mailing_confirm_title(inputs)
	if (locale === "it") return it_mailing_confirm_title(inputs)
	return en_mailing_confirm_title(inputs)
});