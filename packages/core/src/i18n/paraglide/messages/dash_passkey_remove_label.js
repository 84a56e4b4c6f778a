/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Passkey_Remove_LabelInputs */

const en_dash_passkey_remove_label = /** @type {(inputs: Dash_Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the passkey ${i?.name}`)
};

const de_dash_passkey_remove_label = /** @type {(inputs: Dash_Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passkey ${i?.name} entfernen`)
};

const fr_dash_passkey_remove_label = /** @type {(inputs: Dash_Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer la clé d’accès ${i?.name}`)
};

const it_dash_passkey_remove_label = /** @type {(inputs: Dash_Passkey_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rimuovi la passkey ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove the passkey {name}" |
*
* @param {Dash_Passkey_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_remove_label = /** @type {((inputs: Dash_Passkey_Remove_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Remove_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_remove_label(inputs)
	if (locale === "fr") return fr_dash_passkey_remove_label(inputs)
	if (locale === "it") return it_dash_passkey_remove_label(inputs)
	return en_dash_passkey_remove_label(inputs)
});