/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Action_EndInputs */

const en_fees_action_end = /** @type {(inputs: Fees_Action_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End membership`)
};

const de_fees_action_end = /** @type {(inputs: Fees_Action_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft beenden`)
};

const fr_fees_action_end = /** @type {(inputs: Fees_Action_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre fin à l’adhésion`)
};

const it_fees_action_end = /** @type {(inputs: Fees_Action_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminare l’adesione`)
};

/**
* | output |
* | --- |
* | "End membership" |
*
* @param {Fees_Action_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_action_end = /** @type {((inputs?: Fees_Action_EndInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Action_EndInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_action_end(inputs)
	if (locale === "fr") return fr_fees_action_end(inputs)
	if (locale === "it") return it_fees_action_end(inputs)
	return en_fees_action_end(inputs)
});