/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Member_Title_RecoverInputs */

const en_member_title_recover = /** @type {(inputs: Member_Title_RecoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening your secure link`)
};

const de_member_title_recover = /** @type {(inputs: Member_Title_RecoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr sicherer Link wird geöffnet`)
};

const fr_member_title_recover = /** @type {(inputs: Member_Title_RecoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de votre lien sécurisé`)
};

const it_member_title_recover = /** @type {(inputs: Member_Title_RecoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apertura del Suo link sicuro`)
};

/**
* | output |
* | --- |
* | "Opening your secure link" |
*
* @param {Member_Title_RecoverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const member_title_recover = /** @type {((inputs?: Member_Title_RecoverInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Member_Title_RecoverInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_member_title_recover(inputs)
	if (locale === "fr") return fr_member_title_recover(inputs)
	if (locale === "it") return it_member_title_recover(inputs)
	return en_member_title_recover(inputs)
});