/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Now_On_TextInputs */

const en_twofa_now_on_text = /** @type {(inputs: Twofa_Now_On_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From now on, sign-in asks for a code from your app.`)
};

const de_twofa_now_on_text = /** @type {(inputs: Twofa_Now_On_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ab jetzt fragt die Anmeldung nach einem Code aus Ihrer App.`)
};

const fr_twofa_now_on_text = /** @type {(inputs: Twofa_Now_On_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désormais, la connexion demande un code de votre application.`)
};

const it_twofa_now_on_text = /** @type {(inputs: Twofa_Now_On_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’ora in poi l’accesso chiede un codice della Sua app.`)
};

/**
* | output |
* | --- |
* | "From now on, sign-in asks for a code from your app." |
*
* @param {Twofa_Now_On_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_now_on_text = /** @type {((inputs?: Twofa_Now_On_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Now_On_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_now_on_text(inputs)
	if (locale === "fr") return fr_twofa_now_on_text(inputs)
	if (locale === "it") return it_twofa_now_on_text(inputs)
	return en_twofa_now_on_text(inputs)
});