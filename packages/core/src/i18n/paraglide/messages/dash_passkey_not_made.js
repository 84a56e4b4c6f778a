/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_Not_MadeInputs */

const en_dash_passkey_not_made = /** @type {(inputs: Dash_Passkey_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser did not make a passkey: its prompt was closed or timed out, or this device cannot make one.`)
};

const de_dash_passkey_not_made = /** @type {(inputs: Dash_Passkey_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Browser hat keinen Passkey erstellt: Seine Abfrage wurde geschlossen oder ist abgelaufen, oder dieses Gerät kann keinen erstellen.`)
};

const fr_dash_passkey_not_made = /** @type {(inputs: Dash_Passkey_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le navigateur n’a créé aucune clé d’accès : sa demande a été fermée ou a expiré, ou cet appareil ne peut pas en créer.`)
};

const it_dash_passkey_not_made = /** @type {(inputs: Dash_Passkey_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il browser non ha creato nessuna passkey: la sua richiesta è stata chiusa o è scaduta, oppure questo dispositivo non può crearne una.`)
};

/**
* | output |
* | --- |
* | "The browser did not make a passkey: its prompt was closed or timed out, or this device cannot make one." |
*
* @param {Dash_Passkey_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_not_made = /** @type {((inputs?: Dash_Passkey_Not_MadeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Not_MadeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_not_made(inputs)
	if (locale === "fr") return fr_dash_passkey_not_made(inputs)
	if (locale === "it") return it_dash_passkey_not_made(inputs)
	return en_dash_passkey_not_made(inputs)
});