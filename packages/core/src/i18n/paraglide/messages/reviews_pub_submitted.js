/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_SubmittedInputs */

const en_reviews_pub_submitted = /** @type {(inputs: Reviews_Pub_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your review has been submitted successfully!`)
};

const de_reviews_pub_submitted = /** @type {(inputs: Reviews_Pub_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Bewertung wurde erfolgreich gesendet!`)
};

const fr_reviews_pub_submitted = /** @type {(inputs: Reviews_Pub_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis a bien été envoyé !`)
};

const it_reviews_pub_submitted = /** @type {(inputs: Reviews_Pub_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Sua recensione è stata inviata con successo!`)
};

/**
* | output |
* | --- |
* | "Your review has been submitted successfully!" |
*
* @param {Reviews_Pub_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_submitted = /** @type {((inputs?: Reviews_Pub_SubmittedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_SubmittedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_submitted(inputs)
	if (locale === "fr") return fr_reviews_pub_submitted(inputs)
	if (locale === "it") return it_reviews_pub_submitted(inputs)
	return en_reviews_pub_submitted(inputs)
});