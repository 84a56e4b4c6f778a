/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_WhatInputs */

const en_mydata_what = /** @type {(inputs: Mydata_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we hold about you`)
};

const de_mydata_what = /** @type {(inputs: Mydata_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was wir über Sie speichern`)
};

const fr_mydata_what = /** @type {(inputs: Mydata_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous détenons à votre sujet`)
};

const it_mydata_what = /** @type {(inputs: Mydata_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cosa conserviamo su di Lei`)
};

/**
* | output |
* | --- |
* | "What we hold about you" |
*
* @param {Mydata_WhatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_what = /** @type {((inputs?: Mydata_WhatInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_WhatInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_what(inputs)
	if (locale === "fr") return fr_mydata_what(inputs)
	if (locale === "it") return it_mydata_what(inputs)
	return en_mydata_what(inputs)
});