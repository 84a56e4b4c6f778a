/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Admin_TextInputs */

const en_dash_admin_text = /** @type {(inputs: Dash_Admin_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve applicants, manage members and their roles, import members and moderate reviews.`)
};

const de_dash_admin_text = /** @type {(inputs: Dash_Admin_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anträge genehmigen, Mitglieder und ihre Rollen verwalten, Mitglieder importieren und Bewertungen moderieren.`)
};

const fr_dash_admin_text = /** @type {(inputs: Dash_Admin_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuver les candidatures, gérer les membres et leurs rôles, importer des membres et modérer les avis.`)
};

const it_dash_admin_text = /** @type {(inputs: Dash_Admin_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approvare le candidature, gestire i membri e i loro ruoli, importare membri e moderare le recensioni.`)
};

/**
* | output |
* | --- |
* | "Approve applicants, manage members and their roles, import members and moderate reviews." |
*
* @param {Dash_Admin_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_admin_text = /** @type {((inputs?: Dash_Admin_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Admin_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_admin_text(inputs)
	if (locale === "fr") return fr_dash_admin_text(inputs)
	if (locale === "it") return it_dash_admin_text(inputs)
	return en_dash_admin_text(inputs)
});