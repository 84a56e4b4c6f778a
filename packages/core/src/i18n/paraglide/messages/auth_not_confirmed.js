/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Not_ConfirmedInputs */

const en_auth_not_confirmed = /** @type {(inputs: Auth_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address is not confirmed yet. We can send you the confirmation e-mail again.`)
};

const de_auth_not_confirmed = /** @type {(inputs: Auth_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse ist noch nicht bestätigt. Wir können Ihnen die Bestätigungs-E-Mail erneut senden.`)
};

const fr_auth_not_confirmed = /** @type {(inputs: Auth_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail n’est pas encore confirmée. Nous pouvons vous renvoyer l’e-mail de confirmation.`)
};

const it_auth_not_confirmed = /** @type {(inputs: Auth_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Suo indirizzo e-mail non è ancora confermato. Possiamo inviarLe di nuovo l’e-mail di conferma.`)
};

/**
* | output |
* | --- |
* | "Your e-mail address is not confirmed yet. We can send you the confirmation e-mail again." |
*
* @param {Auth_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_not_confirmed = /** @type {((inputs?: Auth_Not_ConfirmedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Not_ConfirmedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_not_confirmed(inputs)
	if (locale === "fr") return fr_auth_not_confirmed(inputs)
	if (locale === "it") return it_auth_not_confirmed(inputs)
	return en_auth_not_confirmed(inputs)
});