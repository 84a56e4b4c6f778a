/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Reviews_Admin_RotationInputs */

const en_reviews_admin_rotation = /** @type {(inputs: Reviews_Admin_RotationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rotation: ${i?.time}`)
};

const de_reviews_admin_rotation = /** @type {(inputs: Reviews_Admin_RotationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rotation: ${i?.time}`)
};

const fr_reviews_admin_rotation = /** @type {(inputs: Reviews_Admin_RotationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stage : ${i?.time}`)
};

const it_reviews_admin_rotation = /** @type {(inputs: Reviews_Admin_RotationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rotazione: ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Rotation: {time}" |
*
* @param {Reviews_Admin_RotationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_rotation = /** @type {((inputs: Reviews_Admin_RotationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_RotationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_rotation(inputs)
	if (locale === "fr") return fr_reviews_admin_rotation(inputs)
	if (locale === "it") return it_reviews_admin_rotation(inputs)
	return en_reviews_admin_rotation(inputs)
});