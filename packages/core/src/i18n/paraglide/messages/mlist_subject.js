/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_SubjectInputs */

const en_mlist_subject = /** @type {(inputs: Mlist_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const de_mlist_subject = /** @type {(inputs: Mlist_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betreff`)
};

const fr_mlist_subject = /** @type {(inputs: Mlist_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objet`)
};

const it_mlist_subject = /** @type {(inputs: Mlist_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oggetto`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Mlist_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_subject = /** @type {((inputs?: Mlist_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_subject(inputs)
	if (locale === "fr") return fr_mlist_subject(inputs)
	if (locale === "it") return it_mlist_subject(inputs)
	return en_mlist_subject(inputs)
});