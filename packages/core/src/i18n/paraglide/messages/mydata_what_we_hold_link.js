/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_What_We_Hold_LinkInputs */

const en_mydata_what_we_hold_link = /** @type {(inputs: Mydata_What_We_Hold_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What We Hold and Why`)
};

const de_mydata_what_we_hold_link = /** @type {(inputs: Mydata_What_We_Hold_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was wir speichern und warum`)
};

const fr_mydata_what_we_hold_link = /** @type {(inputs: Mydata_What_We_Hold_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous détenons et pourquoi`)
};

const it_mydata_what_we_hold_link = /** @type {(inputs: Mydata_What_We_Hold_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cosa conserviamo e perché`)
};

/**
* | output |
* | --- |
* | "What We Hold and Why" |
*
* @param {Mydata_What_We_Hold_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_what_we_hold_link = /** @type {((inputs?: Mydata_What_We_Hold_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_What_We_Hold_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_what_we_hold_link(inputs)
	if (locale === "fr") return fr_mydata_what_we_hold_link(inputs)
	if (locale === "it") return it_mydata_what_we_hold_link(inputs)
	return en_mydata_what_we_hold_link(inputs)
});