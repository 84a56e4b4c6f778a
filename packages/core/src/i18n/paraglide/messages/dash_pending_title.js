/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Pending_TitleInputs */

const en_dash_pending_title = /** @type {(inputs: Dash_Pending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending Approval`)
};

const de_dash_pending_title = /** @type {(inputs: Dash_Pending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genehmigung ausstehend`)
};

const fr_dash_pending_title = /** @type {(inputs: Dash_Pending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente d’approbation`)
};

const it_dash_pending_title = /** @type {(inputs: Dash_Pending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa di approvazione`)
};

/**
* | output |
* | --- |
* | "Pending Approval" |
*
* @param {Dash_Pending_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_pending_title = /** @type {((inputs?: Dash_Pending_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Pending_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_pending_title(inputs)
	if (locale === "fr") return fr_dash_pending_title(inputs)
	if (locale === "it") return it_dash_pending_title(inputs)
	return en_dash_pending_title(inputs)
});