/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_DepartmentInputs */

const en_reviews_pub_department = /** @type {(inputs: Reviews_Pub_DepartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Department`)
};

const de_reviews_pub_department = /** @type {(inputs: Reviews_Pub_DepartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abteilung`)
};

const fr_reviews_pub_department = /** @type {(inputs: Reviews_Pub_DepartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

const it_reviews_pub_department = /** @type {(inputs: Reviews_Pub_DepartmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reparto`)
};

/**
* | output |
* | --- |
* | "Department" |
*
* @param {Reviews_Pub_DepartmentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_department = /** @type {((inputs?: Reviews_Pub_DepartmentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_DepartmentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_department(inputs)
	if (locale === "fr") return fr_reviews_pub_department(inputs)
	if (locale === "it") return it_reviews_pub_department(inputs)
	return en_reviews_pub_department(inputs)
});