/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_TextInputs */

const en_twofa_codes_text = /** @type {(inputs: Twofa_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you lose your phone, each code signs you in once instead of a code from the app. Keep them somewhere safe, apart from your phone.`)
};

const de_twofa_codes_text = /** @type {(inputs: Twofa_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie Ihr Telefon verlieren, meldet Sie jeder Code einmal an, anstelle eines Codes aus der App. Bewahren Sie sie an einem sicheren Ort auf, getrennt von Ihrem Telefon.`)
};

const fr_twofa_codes_text = /** @type {(inputs: Twofa_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous perdez votre téléphone, chaque code vous connecte une fois à la place d’un code de l’application. Conservez-les en lieu sûr, à l’écart de votre téléphone.`)
};

const it_twofa_codes_text = /** @type {(inputs: Twofa_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se perde il telefono, ogni codice La fa accedere una volta al posto di un codice dell’app. Li conservi in un luogo sicuro, separato dal telefono.`)
};

/**
* | output |
* | --- |
* | "If you lose your phone, each code signs you in once instead of a code from the app. Keep them somewhere safe, apart from your phone." |
*
* @param {Twofa_Codes_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_text = /** @type {((inputs?: Twofa_Codes_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_codes_text(inputs)
	if (locale === "fr") return fr_twofa_codes_text(inputs)
	if (locale === "it") return it_twofa_codes_text(inputs)
	return en_twofa_codes_text(inputs)
});