/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Label_StatusInputs */

const en_membership_label_status = /** @type {(inputs: Membership_Label_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const de_membership_label_status = /** @type {(inputs: Membership_Label_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const fr_membership_label_status = /** @type {(inputs: Membership_Label_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

const it_membership_label_status = /** @type {(inputs: Membership_Label_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Membership_Label_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_status = /** @type {((inputs?: Membership_Label_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Label_StatusInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_label_status(inputs)
	if (locale === "fr") return fr_membership_label_status(inputs)
	if (locale === "it") return it_membership_label_status(inputs)
	return en_membership_label_status(inputs)
});