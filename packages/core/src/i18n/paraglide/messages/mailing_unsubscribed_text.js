/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Unsubscribed_TextInputs */

const en_mailing_unsubscribed_text = /** @type {(inputs: Mailing_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your address has been removed from our mailing list. You will receive no more newsletters from us.`)
};

const de_mailing_unsubscribed_text = /** @type {(inputs: Mailing_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Adresse wurde aus unserer Mailingliste entfernt. Sie erhalten keine Newsletter mehr von uns.`)
};

const fr_mailing_unsubscribed_text = /** @type {(inputs: Mailing_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse a été retirée de notre liste de diffusion. Vous ne recevrez plus de newsletter de notre part.`)
};

const it_mailing_unsubscribed_text = /** @type {(inputs: Mailing_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Suo indirizzo è stato rimosso dalla nostra mailing list. Non riceverà più newsletter da noi.`)
};

/**
* | output |
* | --- |
* | "Your address has been removed from our mailing list. You will receive no more newsletters from us." |
*
* @param {Mailing_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribed_text = /** @type {((inputs?: Mailing_Unsubscribed_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Unsubscribed_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_unsubscribed_text(inputs)
	if (locale === "fr") return fr_mailing_unsubscribed_text(inputs)
	if (locale === "it") return it_mailing_unsubscribed_text(inputs)
	return en_mailing_unsubscribed_text(inputs)
});