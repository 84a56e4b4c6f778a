/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Code_Or_RecoveryInputs */

const en_twofa_code_or_recovery = /** @type {(inputs: Twofa_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from the app or a recovery code`)
};

const de_twofa_code_or_recovery = /** @type {(inputs: Twofa_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code aus der App oder ein Wiederherstellungscode`)
};

const fr_twofa_code_or_recovery = /** @type {(inputs: Twofa_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de l’application ou code de récupération`)
};

const it_twofa_code_or_recovery = /** @type {(inputs: Twofa_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice dell’app o codice di recupero`)
};

/**
* | output |
* | --- |
* | "Code from the app or a recovery code" |
*
* @param {Twofa_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_code_or_recovery = /** @type {((inputs?: Twofa_Code_Or_RecoveryInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Code_Or_RecoveryInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_code_or_recovery(inputs)
	if (locale === "fr") return fr_twofa_code_or_recovery(inputs)
	if (locale === "it") return it_twofa_code_or_recovery(inputs)
	return en_twofa_code_or_recovery(inputs)
});