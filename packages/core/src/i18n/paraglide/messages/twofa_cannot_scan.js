/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Cannot_ScanInputs */

const en_twofa_cannot_scan = /** @type {(inputs: Twofa_Cannot_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot scan it? Enter this key in the app instead:`)
};

const de_twofa_cannot_scan = /** @type {(inputs: Twofa_Cannot_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen nicht möglich? Geben Sie stattdessen diesen Schlüssel in der App ein:`)
};

const fr_twofa_cannot_scan = /** @type {(inputs: Twofa_Cannot_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de le scanner ? Saisissez plutôt cette clé dans l’application :`)
};

const it_twofa_cannot_scan = /** @type {(inputs: Twofa_Cannot_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non riesce a scansionarlo? Inserisca invece questa chiave nell’app:`)
};

/**
* | output |
* | --- |
* | "Cannot scan it? Enter this key in the app instead:" |
*
* @param {Twofa_Cannot_ScanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_cannot_scan = /** @type {((inputs?: Twofa_Cannot_ScanInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Cannot_ScanInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_cannot_scan(inputs)
	if (locale === "fr") return fr_twofa_cannot_scan(inputs)
	if (locale === "it") return it_twofa_cannot_scan(inputs)
	return en_twofa_cannot_scan(inputs)
});