/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown> }} Em_DurationInputs */

const en_em_duration = /** @type {(inputs: Em_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Duration: ${i?.duration}`)
};

const de_em_duration = /** @type {(inputs: Em_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dauer: ${i?.duration}`)
};

const fr_em_duration = /** @type {(inputs: Em_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Durée : ${i?.duration}`)
};

const it_em_duration = /** @type {(inputs: Em_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Durata: ${i?.duration}`)
};

/**
* | output |
* | --- |
* | "Duration: {duration}" |
*
* @param {Em_DurationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_duration = /** @type {((inputs: Em_DurationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_DurationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_duration(inputs)
	if (locale === "fr") return fr_em_duration(inputs)
	if (locale === "it") return it_em_duration(inputs)
	return en_em_duration(inputs)
});