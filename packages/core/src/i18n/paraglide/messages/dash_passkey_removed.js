/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkey_RemovedInputs */

const en_dash_passkey_removed = /** @type {(inputs: Dash_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey removed`)
};

const de_dash_passkey_removed = /** @type {(inputs: Dash_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey entfernt`)
};

const fr_dash_passkey_removed = /** @type {(inputs: Dash_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’accès supprimée`)
};

const it_dash_passkey_removed = /** @type {(inputs: Dash_Passkey_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey rimossa`)
};

/**
* | output |
* | --- |
* | "Passkey removed" |
*
* @param {Dash_Passkey_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_removed = /** @type {((inputs?: Dash_Passkey_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_RemovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_removed(inputs)
	if (locale === "fr") return fr_dash_passkey_removed(inputs)
	if (locale === "it") return it_dash_passkey_removed(inputs)
	return en_dash_passkey_removed(inputs)
});