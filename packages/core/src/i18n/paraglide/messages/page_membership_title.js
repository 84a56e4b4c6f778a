/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Membership_TitleInputs */

const en_page_membership_title = /** @type {(inputs: Page_Membership_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a member`)
};

const de_page_membership_title = /** @type {(inputs: Page_Membership_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied werden`)
};

const fr_page_membership_title = /** @type {(inputs: Page_Membership_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenir membre`)
};

const it_page_membership_title = /** @type {(inputs: Page_Membership_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diventare socio`)
};

/**
* | output |
* | --- |
* | "Become a member" |
*
* @param {Page_Membership_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_membership_title = /** @type {((inputs?: Page_Membership_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Membership_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_membership_title(inputs)
	if (locale === "fr") return fr_page_membership_title(inputs)
	if (locale === "it") return it_page_membership_title(inputs)
	return en_page_membership_title(inputs)
});