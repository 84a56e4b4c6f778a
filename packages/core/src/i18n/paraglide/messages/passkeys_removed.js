/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_RemovedInputs */

const en_passkeys_removed = /** @type {(inputs: Passkeys_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey removed`)
};

const de_passkeys_removed = /** @type {(inputs: Passkeys_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey entfernt`)
};

const fr_passkeys_removed = /** @type {(inputs: Passkeys_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’accès supprimée`)
};

const it_passkeys_removed = /** @type {(inputs: Passkeys_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey rimossa`)
};

/**
* | output |
* | --- |
* | "Passkey removed" |
*
* @param {Passkeys_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_removed = /** @type {((inputs?: Passkeys_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_RemovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_removed(inputs)
	if (locale === "fr") return fr_passkeys_removed(inputs)
	if (locale === "it") return it_passkeys_removed(inputs)
	return en_passkeys_removed(inputs)
});