/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Code_UsedInputs */

const en_apierr_code_used = /** @type {(inputs: Apierr_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code has been used already. Please wait for the next code in your authenticator app.`)
};

const de_apierr_code_used = /** @type {(inputs: Apierr_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Code wurde bereits verwendet. Bitte warten Sie auf den nächsten Code in Ihrer Authenticator-App.`)
};

const fr_apierr_code_used = /** @type {(inputs: Apierr_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code a déjà été utilisé. Veuillez attendre le prochain code dans votre application d’authentification.`)
};

const it_apierr_code_used = /** @type {(inputs: Apierr_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo codice è già stato usato. Attenda il prossimo codice nella Sua app di autenticazione.`)
};

/**
* | output |
* | --- |
* | "This code has been used already. Please wait for the next code in your authenticator app." |
*
* @param {Apierr_Code_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_code_used = /** @type {((inputs?: Apierr_Code_UsedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Code_UsedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_code_used(inputs)
	if (locale === "fr") return fr_apierr_code_used(inputs)
	if (locale === "it") return it_apierr_code_used(inputs)
	return en_apierr_code_used(inputs)
});