/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Passkeys_Added_OnInputs */

const en_passkeys_added_on = /** @type {(inputs: Passkeys_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.day}`)
};

const de_passkeys_added_on = /** @type {(inputs: Passkeys_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hinzugefügt am ${i?.day}`)
};

const fr_passkeys_added_on = /** @type {(inputs: Passkeys_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajoutée le ${i?.day}`)
};

const it_passkeys_added_on = /** @type {(inputs: Passkeys_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aggiunta il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Added {day}" |
*
* @param {Passkeys_Added_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_added_on = /** @type {((inputs: Passkeys_Added_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_Added_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_added_on(inputs)
	if (locale === "fr") return fr_passkeys_added_on(inputs)
	if (locale === "it") return it_passkeys_added_on(inputs)
	return en_passkeys_added_on(inputs)
});