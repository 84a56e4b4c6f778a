/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Col_EmailInputs */

const en_mlist_col_email = /** @type {(inputs: Mlist_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail address`)
};

const de_mlist_col_email = /** @type {(inputs: Mlist_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

const fr_mlist_col_email = /** @type {(inputs: Mlist_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

const it_mlist_col_email = /** @type {(inputs: Mlist_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo e-mail`)
};

/**
* | output |
* | --- |
* | "E-mail address" |
*
* @param {Mlist_Col_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_col_email = /** @type {((inputs?: Mlist_Col_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Col_EmailInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_col_email(inputs)
	if (locale === "fr") return fr_mlist_col_email(inputs)
	if (locale === "it") return it_mlist_col_email(inputs)
	return en_mlist_col_email(inputs)
});