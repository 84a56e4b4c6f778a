/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Dash_Passkey_Added_OnInputs */

const en_dash_passkey_added_on = /** @type {(inputs: Dash_Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.day}`)
};

const de_dash_passkey_added_on = /** @type {(inputs: Dash_Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hinzugefügt am ${i?.day}`)
};

const fr_dash_passkey_added_on = /** @type {(inputs: Dash_Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajoutée le ${i?.day}`)
};

const it_dash_passkey_added_on = /** @type {(inputs: Dash_Passkey_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aggiunta il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Added {day}" |
*
* @param {Dash_Passkey_Added_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_added_on = /** @type {((inputs: Dash_Passkey_Added_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Added_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_added_on(inputs)
	if (locale === "fr") return fr_dash_passkey_added_on(inputs)
	if (locale === "it") return it_dash_passkey_added_on(inputs)
	return en_dash_passkey_added_on(inputs)
});