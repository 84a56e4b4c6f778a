/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_SubmitInputs */

const en_membership_submit = /** @type {(inputs: Membership_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Application`)
};

const de_membership_submit = /** @type {(inputs: Membership_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung absenden`)
};

const fr_membership_submit = /** @type {(inputs: Membership_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la demande`)
};

const it_membership_submit = /** @type {(inputs: Membership_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviare la domanda`)
};

/**
* | output |
* | --- |
* | "Submit Application" |
*
* @param {Membership_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_submit = /** @type {((inputs?: Membership_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_SubmitInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_submit(inputs)
	if (locale === "fr") return fr_membership_submit(inputs)
	if (locale === "it") return it_membership_submit(inputs)
	return en_membership_submit(inputs)
});