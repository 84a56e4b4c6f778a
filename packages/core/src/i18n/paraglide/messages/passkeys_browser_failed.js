/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_Browser_FailedInputs */

const en_passkeys_browser_failed = /** @type {(inputs: Passkeys_Browser_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser did not make a passkey: its prompt was closed or timed out, or this device cannot make one.`)
};

const de_passkeys_browser_failed = /** @type {(inputs: Passkeys_Browser_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Browser hat keinen Passkey erstellt: Seine Abfrage wurde geschlossen oder ist abgelaufen, oder dieses Gerät kann keinen erstellen.`)
};

const fr_passkeys_browser_failed = /** @type {(inputs: Passkeys_Browser_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le navigateur n’a pas créé de clé d’accès : sa fenêtre a été fermée ou a expiré, ou cet appareil ne peut pas en créer.`)
};

const it_passkeys_browser_failed = /** @type {(inputs: Passkeys_Browser_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il browser non ha creato una passkey: la sua richiesta è stata chiusa o è scaduta, oppure questo dispositivo non può crearne una.`)
};

/**
* | output |
* | --- |
* | "The browser did not make a passkey: its prompt was closed or timed out, or this device cannot make one." |
*
* @param {Passkeys_Browser_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_browser_failed = /** @type {((inputs?: Passkeys_Browser_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Browser_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_browser_failed(inputs)
	if (locale === "fr") return fr_passkeys_browser_failed(inputs)
	if (locale === "it") return it_passkeys_browser_failed(inputs)
	return en_passkeys_browser_failed(inputs)
});