/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_Starts_On_PaymentInputs */

const en_dash_fee_starts_on_payment = /** @type {(inputs: Dash_Fee_Starts_On_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership starts on the day your fee is received.`)
};

const de_dash_fee_starts_on_payment = /** @type {(inputs: Dash_Fee_Starts_On_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Mitgliedschaft beginnt an dem Tag, an dem Ihr Beitrag eingeht.`)
};

const fr_dash_fee_starts_on_payment = /** @type {(inputs: Dash_Fee_Starts_On_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adhésion commence le jour où votre cotisation est reçue.`)
};

const it_dash_fee_starts_on_payment = /** @type {(inputs: Dash_Fee_Starts_On_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Sua adesione inizia il giorno in cui riceviamo la Sua quota.`)
};

/**
* | output |
* | --- |
* | "Your membership starts on the day your fee is received." |
*
* @param {Dash_Fee_Starts_On_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_starts_on_payment = /** @type {((inputs?: Dash_Fee_Starts_On_PaymentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_Starts_On_PaymentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_starts_on_payment(inputs)
	if (locale === "fr") return fr_dash_fee_starts_on_payment(inputs)
	if (locale === "it") return it_dash_fee_starts_on_payment(inputs)
	return en_dash_fee_starts_on_payment(inputs)
});