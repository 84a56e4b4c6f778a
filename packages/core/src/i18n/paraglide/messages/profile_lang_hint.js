/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Lang_HintInputs */

const en_profile_lang_hint = /** @type {(inputs: Profile_Lang_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mails and invoices are written in this language.`)
};

const de_profile_lang_hint = /** @type {(inputs: Profile_Lang_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mails und Rechnungen werden in dieser Sprache verfasst.`)
};

const fr_profile_lang_hint = /** @type {(inputs: Profile_Lang_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos e-mails et factures sont rédigés dans cette langue.`)
};

const it_profile_lang_hint = /** @type {(inputs: Profile_Lang_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le Sue e-mail e fatture sono redatte in questa lingua.`)
};

/**
* | output |
* | --- |
* | "Your e-mails and invoices are written in this language." |
*
* @param {Profile_Lang_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const profile_lang_hint = /** @type {((inputs?: Profile_Lang_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Lang_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_lang_hint(inputs)
	if (locale === "fr") return fr_profile_lang_hint(inputs)
	if (locale === "it") return it_profile_lang_hint(inputs)
	return en_profile_lang_hint(inputs)
});