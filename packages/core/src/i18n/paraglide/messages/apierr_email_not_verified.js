/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Email_Not_VerifiedInputs */

const en_apierr_email_not_verified = /** @type {(inputs: Apierr_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your e-mail address first: use the link we sent you, or have it sent again.`)
};

const de_apierr_email_not_verified = /** @type {(inputs: Apierr_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Verwenden Sie den Link, den wir Ihnen gesendet haben, oder lassen Sie ihn erneut senden.`)
};

const fr_apierr_email_not_verified = /** @type {(inputs: Apierr_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez d'abord confirmer votre adresse e-mail : utilisez le lien que nous vous avons envoyé, ou demandez-le à nouveau.`)
};

const it_apierr_email_not_verified = /** @type {(inputs: Apierr_Email_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confermi prima il Suo indirizzo e-mail: usi il link che Le abbiamo inviato, oppure se lo faccia inviare di nuovo.`)
};

/**
* | output |
* | --- |
* | "Please confirm your e-mail address first: use the link we sent you, or have it sent again." |
*
* @param {Apierr_Email_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_email_not_verified = /** @type {((inputs?: Apierr_Email_Not_VerifiedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Email_Not_VerifiedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_email_not_verified(inputs)
	if (locale === "fr") return fr_apierr_email_not_verified(inputs)
	if (locale === "it") return it_apierr_email_not_verified(inputs)
	return en_apierr_email_not_verified(inputs)
});