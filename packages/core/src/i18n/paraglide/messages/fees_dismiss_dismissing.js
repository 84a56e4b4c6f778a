/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Dismiss_DismissingInputs */

const en_fees_dismiss_dismissing = /** @type {(inputs: Fees_Dismiss_DismissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismissing…`)
};

const de_fees_dismiss_dismissing = /** @type {(inputs: Fees_Dismiss_DismissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird erledigt…`)
};

const fr_fees_dismiss_dismissing = /** @type {(inputs: Fees_Dismiss_DismissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement…`)
};

const it_fees_dismiss_dismissing = /** @type {(inputs: Fees_Dismiss_DismissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiviazione in corso…`)
};

/**
* | output |
* | --- |
* | "Dismissing…" |
*
* @param {Fees_Dismiss_DismissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_dismissing = /** @type {((inputs?: Fees_Dismiss_DismissingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Dismiss_DismissingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_dismiss_dismissing(inputs)
	if (locale === "fr") return fr_fees_dismiss_dismissing(inputs)
	if (locale === "it") return it_fees_dismiss_dismissing(inputs)
	return en_fees_dismiss_dismissing(inputs)
});