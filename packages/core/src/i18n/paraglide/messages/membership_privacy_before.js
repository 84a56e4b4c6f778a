/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Privacy_BeforeInputs */

const en_membership_privacy_before = /** @type {(inputs: Membership_Privacy_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we handle the data you enter here:`)
};

const de_membership_privacy_before = /** @type {(inputs: Membership_Privacy_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie wir mit den hier eingegebenen Daten umgehen:`)
};

const fr_membership_privacy_before = /** @type {(inputs: Membership_Privacy_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment nous traitons les données saisies ici :`)
};

const it_membership_privacy_before = /** @type {(inputs: Membership_Privacy_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come trattiamo i dati inseriti qui:`)
};

/**
* | output |
* | --- |
* | "How we handle the data you enter here:" |
*
* @param {Membership_Privacy_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_privacy_before = /** @type {((inputs?: Membership_Privacy_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Privacy_BeforeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_privacy_before(inputs)
	if (locale === "fr") return fr_membership_privacy_before(inputs)
	if (locale === "it") return it_membership_privacy_before(inputs)
	return en_membership_privacy_before(inputs)
});