/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Confirmed_Next_StepsInputs */

const en_auth_confirmed_next_steps = /** @type {(inputs: Auth_Confirmed_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address is confirmed and you can log in now. Member features open once an admin has approved your membership.`)
};

const de_auth_confirmed_next_steps = /** @type {(inputs: Auth_Confirmed_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse ist bestätigt und Sie können sich jetzt anmelden. Die Mitgliederfunktionen stehen Ihnen offen, sobald ein Admin Ihre Mitgliedschaft genehmigt hat.`)
};

const fr_auth_confirmed_next_steps = /** @type {(inputs: Auth_Confirmed_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail est confirmée et vous pouvez maintenant vous connecter. Les fonctions réservées aux membres s’ouvrent dès qu’un administrateur a approuvé votre adhésion.`)
};

const it_auth_confirmed_next_steps = /** @type {(inputs: Auth_Confirmed_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Suo indirizzo e-mail è confermato e ora può accedere. Le funzioni per i membri si aprono non appena un amministratore ha approvato la Sua adesione.`)
};

/**
* | output |
* | --- |
* | "Your e-mail address is confirmed and you can log in now. Member features open once an admin has approved your membership." |
*
* @param {Auth_Confirmed_Next_StepsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_confirmed_next_steps = /** @type {((inputs?: Auth_Confirmed_Next_StepsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirmed_Next_StepsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_confirmed_next_steps(inputs)
	if (locale === "fr") return fr_auth_confirmed_next_steps(inputs)
	if (locale === "it") return it_auth_confirmed_next_steps(inputs)
	return en_auth_confirmed_next_steps(inputs)
});