/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Code_Recovery_OtherInputs */

const en_auth_code_recovery_other = /** @type {(inputs: Auth_Code_Recovery_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a code from the app instead`)
};

const de_auth_code_recovery_other = /** @type {(inputs: Auth_Code_Recovery_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen einen Code aus der App verwenden`)
};

const fr_auth_code_recovery_other = /** @type {(inputs: Auth_Code_Recovery_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser plutôt un code de l’application`)
};

const it_auth_code_recovery_other = /** @type {(inputs: Auth_Code_Recovery_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usare invece un codice dell’app`)
};

/**
* | output |
* | --- |
* | "Use a code from the app instead" |
*
* @param {Auth_Code_Recovery_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_code_recovery_other = /** @type {((inputs?: Auth_Code_Recovery_OtherInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Recovery_OtherInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_code_recovery_other(inputs)
	if (locale === "fr") return fr_auth_code_recovery_other(inputs)
	if (locale === "it") return it_auth_code_recovery_other(inputs)
	return en_auth_code_recovery_other(inputs)
});