/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Ridealong_Requested_OnInputs */

const en_ridealong_requested_on = /** @type {(inputs: Ridealong_Requested_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Requested on ${i?.at}`)
};

const de_ridealong_requested_on = /** @type {(inputs: Ridealong_Requested_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angefragt am ${i?.at}`)
};

const fr_ridealong_requested_on = /** @type {(inputs: Ridealong_Requested_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demandée le ${i?.at}`)
};

const it_ridealong_requested_on = /** @type {(inputs: Ridealong_Requested_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Richiesta il ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Requested on {at}" |
*
* @param {Ridealong_Requested_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_requested_on = /** @type {((inputs: Ridealong_Requested_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_Requested_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_requested_on(inputs)
	if (locale === "fr") return fr_ridealong_requested_on(inputs)
	if (locale === "it") return it_ridealong_requested_on(inputs)
	return en_ridealong_requested_on(inputs)
});