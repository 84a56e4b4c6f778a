/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Passkey_Prompt_ClosedInputs */

const en_auth_passkey_prompt_closed = /** @type {(inputs: Auth_Passkey_Prompt_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser did not use a passkey: its prompt was closed or timed out.`)
};

const de_auth_passkey_prompt_closed = /** @type {(inputs: Auth_Passkey_Prompt_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Browser hat keinen Passkey verwendet: Die Abfrage wurde geschlossen oder ist abgelaufen.`)
};

const fr_auth_passkey_prompt_closed = /** @type {(inputs: Auth_Passkey_Prompt_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le navigateur n’a pas utilisé de clé d’accès : sa fenêtre a été fermée ou a expiré.`)
};

const it_auth_passkey_prompt_closed = /** @type {(inputs: Auth_Passkey_Prompt_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il browser non ha usato alcuna passkey: la richiesta è stata chiusa o è scaduta.`)
};

/**
* | output |
* | --- |
* | "The browser did not use a passkey: its prompt was closed or timed out." |
*
* @param {Auth_Passkey_Prompt_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_passkey_prompt_closed = /** @type {((inputs?: Auth_Passkey_Prompt_ClosedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Passkey_Prompt_ClosedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_passkey_prompt_closed(inputs)
	if (locale === "fr") return fr_auth_passkey_prompt_closed(inputs)
	if (locale === "it") return it_auth_passkey_prompt_closed(inputs)
	return en_auth_passkey_prompt_closed(inputs)
});