/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Now_OnInputs */

const en_twofa_now_on = /** @type {(inputs: Twofa_Now_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is on`)
};

const de_twofa_now_on = /** @type {(inputs: Twofa_Now_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung ist eingeschaltet`)
};

const fr_twofa_now_on = /** @type {(inputs: Twofa_Now_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’authentification à deux facteurs est activée`)
};

const it_twofa_now_on = /** @type {(inputs: Twofa_Now_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’autenticazione a due fattori è attiva`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication is on" |
*
* @param {Twofa_Now_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_now_on = /** @type {((inputs?: Twofa_Now_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Now_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_now_on(inputs)
	if (locale === "fr") return fr_twofa_now_on(inputs)
	if (locale === "it") return it_twofa_now_on(inputs)
	return en_twofa_now_on(inputs)
});