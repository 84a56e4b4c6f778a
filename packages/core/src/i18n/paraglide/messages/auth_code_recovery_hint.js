/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Code_Recovery_HintInputs */

const en_auth_code_recovery_hint = /** @type {(inputs: Auth_Code_Recovery_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One of the recovery codes you saved when you set up two-factor authentication. Each works once.`)
};

const de_auth_code_recovery_hint = /** @type {(inputs: Auth_Code_Recovery_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einer der Wiederherstellungscodes, die Sie beim Einrichten der Zwei-Faktor-Authentifizierung gespeichert haben. Jeder funktioniert einmal.`)
};

const fr_auth_code_recovery_hint = /** @type {(inputs: Auth_Code_Recovery_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’un des codes de récupération que vous avez enregistrés lors de la configuration de l’authentification à deux facteurs. Chacun fonctionne une fois.`)
};

const it_auth_code_recovery_hint = /** @type {(inputs: Auth_Code_Recovery_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uno dei codici di recupero che ha salvato quando ha configurato l’autenticazione a due fattori. Ognuno funziona una volta.`)
};

/**
* | output |
* | --- |
* | "One of the recovery codes you saved when you set up two-factor authentication. Each works once." |
*
* @param {Auth_Code_Recovery_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_code_recovery_hint = /** @type {((inputs?: Auth_Code_Recovery_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Recovery_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_code_recovery_hint(inputs)
	if (locale === "fr") return fr_auth_code_recovery_hint(inputs)
	if (locale === "it") return it_auth_code_recovery_hint(inputs)
	return en_auth_code_recovery_hint(inputs)
});