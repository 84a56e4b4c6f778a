/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Col_StateInputs */

const en_person_col_state = /** @type {(inputs: Person_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

const de_person_col_state = /** @type {(inputs: Person_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const fr_person_col_state = /** @type {(inputs: Person_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`État`)
};

const it_person_col_state = /** @type {(inputs: Person_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato`)
};

/**
* | output |
* | --- |
* | "State" |
*
* @param {Person_Col_StateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_col_state = /** @type {((inputs?: Person_Col_StateInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Col_StateInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_col_state(inputs)
	if (locale === "fr") return fr_person_col_state(inputs)
	if (locale === "it") return it_person_col_state(inputs)
	return en_person_col_state(inputs)
});