/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkeys_Remove_LabelInputs */

const en_passkeys_remove_label = /** @type {(inputs: Passkeys_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the passkey ${i?.name}`)
};

const de_passkeys_remove_label = /** @type {(inputs: Passkeys_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passkey ${i?.name} entfernen`)
};

const fr_passkeys_remove_label = /** @type {(inputs: Passkeys_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer la clé d’accès ${i?.name}`)
};

const it_passkeys_remove_label = /** @type {(inputs: Passkeys_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rimuovere la passkey ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove the passkey {name}" |
*
* @param {Passkeys_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_remove_label = /** @type {((inputs: Passkeys_Remove_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Remove_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_remove_label(inputs)
	if (locale === "fr") return fr_passkeys_remove_label(inputs)
	if (locale === "it") return it_passkeys_remove_label(inputs)
	return en_passkeys_remove_label(inputs)
});