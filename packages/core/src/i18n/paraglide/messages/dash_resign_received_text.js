/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Dash_Resign_Received_TextInputs */

const en_dash_resign_received_text = /** @type {(inputs: Dash_Resign_Received_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your membership ends on ${i?.day}. A confirmation e-mail is on its way.`)
};

const de_dash_resign_received_text = /** @type {(inputs: Dash_Resign_Received_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Mitgliedschaft endet am ${i?.day}. Eine Bestätigungs-E-Mail ist unterwegs.`)
};

const fr_dash_resign_received_text = /** @type {(inputs: Dash_Resign_Received_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre adhésion prend fin le ${i?.day}. Un e-mail de confirmation est en route.`)
};

const it_dash_resign_received_text = /** @type {(inputs: Dash_Resign_Received_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La Sua adesione termina il ${i?.day}. Un’e-mail di conferma è in arrivo.`)
};

/**
* | output |
* | --- |
* | "Your membership ends on {day}. A confirmation e-mail is on its way." |
*
* @param {Dash_Resign_Received_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_received_text = /** @type {((inputs: Dash_Resign_Received_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Received_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_received_text(inputs)
	if (locale === "fr") return fr_dash_resign_received_text(inputs)
	if (locale === "it") return it_dash_resign_received_text(inputs)
	return en_dash_resign_received_text(inputs)
});