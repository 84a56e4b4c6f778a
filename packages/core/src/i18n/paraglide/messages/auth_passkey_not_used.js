/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Passkey_Not_UsedInputs */

const en_auth_passkey_not_used = /** @type {(inputs: Auth_Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser did not use a passkey: its prompt was closed or timed out.`)
};

const de_auth_passkey_not_used = /** @type {(inputs: Auth_Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Browser hat keinen Passkey verwendet: Seine Abfrage wurde geschlossen oder ist abgelaufen.`)
};

const fr_auth_passkey_not_used = /** @type {(inputs: Auth_Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le navigateur n’a utilisé aucune clé d’accès : sa demande a été fermée ou a expiré.`)
};

const it_auth_passkey_not_used = /** @type {(inputs: Auth_Passkey_Not_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il browser non ha usato nessuna passkey: la sua richiesta è stata chiusa o è scaduta.`)
};

/**
* | output |
* | --- |
* | "The browser did not use a passkey: its prompt was closed or timed out." |
*
* @param {Auth_Passkey_Not_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_passkey_not_used = /** @type {((inputs?: Auth_Passkey_Not_UsedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Passkey_Not_UsedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_passkey_not_used(inputs)
	if (locale === "fr") return fr_auth_passkey_not_used(inputs)
	if (locale === "it") return it_auth_passkey_not_used(inputs)
	return en_auth_passkey_not_used(inputs)
});