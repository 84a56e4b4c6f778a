/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Now_OffInputs */

const en_twofa_now_off = /** @type {(inputs: Twofa_Now_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication is off`)
};

const de_twofa_now_off = /** @type {(inputs: Twofa_Now_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung ist ausgeschaltet`)
};

const fr_twofa_now_off = /** @type {(inputs: Twofa_Now_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’authentification à deux facteurs est désactivée`)
};

const it_twofa_now_off = /** @type {(inputs: Twofa_Now_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’autenticazione a due fattori è disattivata`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication is off" |
*
* @param {Twofa_Now_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_now_off = /** @type {((inputs?: Twofa_Now_OffInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Now_OffInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_now_off(inputs)
	if (locale === "fr") return fr_twofa_now_off(inputs)
	if (locale === "it") return it_twofa_now_off(inputs)
	return en_twofa_now_off(inputs)
});