/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Action_ResendInputs */

const en_fees_action_resend = /** @type {(inputs: Fees_Action_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend`)
};

const de_fees_action_resend = /** @type {(inputs: Fees_Action_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut senden`)
};

const fr_fees_action_resend = /** @type {(inputs: Fees_Action_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer`)
};

const it_fees_action_resend = /** @type {(inputs: Fees_Action_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviare di nuovo`)
};

/**
* | output |
* | --- |
* | "Resend" |
*
* @param {Fees_Action_ResendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_action_resend = /** @type {((inputs?: Fees_Action_ResendInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Action_ResendInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_action_resend(inputs)
	if (locale === "fr") return fr_fees_action_resend(inputs)
	if (locale === "it") return it_fees_action_resend(inputs)
	return en_fees_action_resend(inputs)
});