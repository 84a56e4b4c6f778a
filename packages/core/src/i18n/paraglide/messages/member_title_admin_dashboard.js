/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Member_Title_Admin_DashboardInputs */

const en_member_title_admin_dashboard = /** @type {(inputs: Member_Title_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin dashboard`)
};

const de_member_title_admin_dashboard = /** @type {(inputs: Member_Title_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Dashboard`)
};

const fr_member_title_admin_dashboard = /** @type {(inputs: Member_Title_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord d’administration`)
};

const it_member_title_admin_dashboard = /** @type {(inputs: Member_Title_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard di amministrazione`)
};

/**
* | output |
* | --- |
* | "Admin dashboard" |
*
* @param {Member_Title_Admin_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const member_title_admin_dashboard = /** @type {((inputs?: Member_Title_Admin_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Member_Title_Admin_DashboardInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_member_title_admin_dashboard(inputs)
	if (locale === "fr") return fr_member_title_admin_dashboard(inputs)
	if (locale === "it") return it_member_title_admin_dashboard(inputs)
	return en_member_title_admin_dashboard(inputs)
});