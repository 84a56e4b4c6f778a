/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Person_Approve_Again_TitleInputs */

const en_person_approve_again_title = /** @type {(inputs: Person_Approve_Again_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve ${i?.name} after all?`)
};

const de_person_approve_again_title = /** @type {(inputs: Person_Approve_Again_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} doch noch genehmigen?`)
};

const fr_person_approve_again_title = /** @type {(inputs: Person_Approve_Again_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approuver ${i?.name} finalement ?`)
};

const it_person_approve_again_title = /** @type {(inputs: Person_Approve_Again_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approvare ${i?.name} comunque?`)
};

/**
* | output |
* | --- |
* | "Approve {name} after all?" |
*
* @param {Person_Approve_Again_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_approve_again_title = /** @type {((inputs: Person_Approve_Again_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Approve_Again_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_approve_again_title(inputs)
	if (locale === "fr") return fr_person_approve_again_title(inputs)
	if (locale === "it") return it_person_approve_again_title(inputs)
	return en_person_approve_again_title(inputs)
});