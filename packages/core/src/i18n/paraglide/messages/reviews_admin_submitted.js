/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Reviews_Admin_SubmittedInputs */

const en_reviews_admin_submitted = /** @type {(inputs: Reviews_Admin_SubmittedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Submitted ${i?.date}`)
};

const de_reviews_admin_submitted = /** @type {(inputs: Reviews_Admin_SubmittedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eingereicht am ${i?.date}`)
};

const fr_reviews_admin_submitted = /** @type {(inputs: Reviews_Admin_SubmittedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envoyé le ${i?.date}`)
};

const it_reviews_admin_submitted = /** @type {(inputs: Reviews_Admin_SubmittedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inviata il ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Submitted {date}" |
*
* @param {Reviews_Admin_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_submitted = /** @type {((inputs: Reviews_Admin_SubmittedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_SubmittedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_submitted(inputs)
	if (locale === "fr") return fr_reviews_admin_submitted(inputs)
	if (locale === "it") return it_reviews_admin_submitted(inputs)
	return en_reviews_admin_submitted(inputs)
});