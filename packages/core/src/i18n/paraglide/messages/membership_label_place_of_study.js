/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Label_Place_Of_StudyInputs */

const en_membership_label_place_of_study = /** @type {(inputs: Membership_Label_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place of Study`)
};

const de_membership_label_place_of_study = /** @type {(inputs: Membership_Label_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studienort`)
};

const fr_membership_label_place_of_study = /** @type {(inputs: Membership_Label_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu d’études`)
};

const it_membership_label_place_of_study = /** @type {(inputs: Membership_Label_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo di studio`)
};

/**
* | output |
* | --- |
* | "Place of Study" |
*
* @param {Membership_Label_Place_Of_StudyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_place_of_study = /** @type {((inputs?: Membership_Label_Place_Of_StudyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Label_Place_Of_StudyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_label_place_of_study(inputs)
	if (locale === "fr") return fr_membership_label_place_of_study(inputs)
	if (locale === "it") return it_membership_label_place_of_study(inputs)
	return en_membership_label_place_of_study(inputs)
});