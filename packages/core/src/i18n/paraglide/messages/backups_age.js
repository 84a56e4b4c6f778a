/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ taken: NonNullable<unknown>, age: NonNullable<unknown> }} Backups_AgeInputs */

const en_backups_age = /** @type {(inputs: Backups_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} (${i?.age})`)
};

const de_backups_age = /** @type {(inputs: Backups_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} (${i?.age})`)
};

const fr_backups_age = /** @type {(inputs: Backups_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} (${i?.age})`)
};

const it_backups_age = /** @type {(inputs: Backups_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} (${i?.age})`)
};

/**
* | output |
* | --- |
* | "{taken} ({age})" |
*
* @param {Backups_AgeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_age = /** @type {((inputs: Backups_AgeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_AgeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_age(inputs)
	if (locale === "fr") return fr_backups_age(inputs)
	if (locale === "it") return it_backups_age(inputs)
	return en_backups_age(inputs)
});