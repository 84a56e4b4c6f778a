/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Set_Up_ButtonInputs */

const en_twofa_set_up_button = /** @type {(inputs: Twofa_Set_Up_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set Up Two-Factor Authentication`)
};

const de_twofa_set_up_button = /** @type {(inputs: Twofa_Set_Up_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung einrichten`)
};

const fr_twofa_set_up_button = /** @type {(inputs: Twofa_Set_Up_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurer l’authentification à deux facteurs`)
};

const it_twofa_set_up_button = /** @type {(inputs: Twofa_Set_Up_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurare l’autenticazione a due fattori`)
};

/**
* | output |
* | --- |
* | "Set Up Two-Factor Authentication" |
*
* @param {Twofa_Set_Up_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_set_up_button = /** @type {((inputs?: Twofa_Set_Up_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Set_Up_ButtonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_set_up_button(inputs)
	if (locale === "fr") return fr_twofa_set_up_button(inputs)
	if (locale === "it") return it_twofa_set_up_button(inputs)
	return en_twofa_set_up_button(inputs)
});