/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Scan_FormInputs */

const en_twofa_scan_form = /** @type {(inputs: Twofa_Scan_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan and confirm`)
};

const de_twofa_scan_form = /** @type {(inputs: Twofa_Scan_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen und bestätigen`)
};

const fr_twofa_scan_form = /** @type {(inputs: Twofa_Scan_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scanner et confirmer`)
};

const it_twofa_scan_form = /** @type {(inputs: Twofa_Scan_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scansionare e confermare`)
};

/**
* | output |
* | --- |
* | "Scan and confirm" |
*
* @param {Twofa_Scan_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_scan_form = /** @type {((inputs?: Twofa_Scan_FormInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Scan_FormInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_scan_form(inputs)
	if (locale === "fr") return fr_twofa_scan_form(inputs)
	if (locale === "it") return it_twofa_scan_form(inputs)
	return en_twofa_scan_form(inputs)
});