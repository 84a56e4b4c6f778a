/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Dash_Passkey_Last_UsedInputs */

const en_dash_passkey_last_used = /** @type {(inputs: Dash_Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last used ${i?.day}`)
};

const de_dash_passkey_last_used = /** @type {(inputs: Dash_Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuletzt verwendet am ${i?.day}`)
};

const fr_dash_passkey_last_used = /** @type {(inputs: Dash_Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dernière utilisation le ${i?.day}`)
};

const it_dash_passkey_last_used = /** @type {(inputs: Dash_Passkey_Last_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ultimo utilizzo il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Last used {day}" |
*
* @param {Dash_Passkey_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_last_used = /** @type {((inputs: Dash_Passkey_Last_UsedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkey_Last_UsedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkey_last_used(inputs)
	if (locale === "fr") return fr_dash_passkey_last_used(inputs)
	if (locale === "it") return it_dash_passkey_last_used(inputs)
	return en_dash_passkey_last_used(inputs)
});