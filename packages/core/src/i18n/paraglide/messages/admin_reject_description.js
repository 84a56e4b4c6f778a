/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown> }} Admin_Reject_DescriptionInputs */

const en_admin_reject_description = /** @type {(inputs: Admin_Reject_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The application of ${i?.name} (${i?.email}) is rejected, and the rejection mail goes out to them at once. This cannot be undone.`)
};

const de_admin_reject_description = /** @type {(inputs: Admin_Reject_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Antrag von ${i?.name} (${i?.email}) wird abgelehnt, und die Ablehnungs-E-Mail geht sofort an sie oder ihn. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_admin_reject_description = /** @type {(inputs: Admin_Reject_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La demande de ${i?.name} (${i?.email}) est refusée, et l’e-mail de refus lui est envoyé immédiatement. Cette action est irréversible.`)
};

const it_admin_reject_description = /** @type {(inputs: Admin_Reject_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La domanda di ${i?.name} (${i?.email}) viene respinta e l’e-mail di rifiuto viene inviata subito. L’operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "The application of {name} ({email}) is rejected, and the rejection mail goes out to them at once. This cannot be undone." |
*
* @param {Admin_Reject_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_reject_description = /** @type {((inputs: Admin_Reject_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reject_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_reject_description(inputs)
	if (locale === "fr") return fr_admin_reject_description(inputs)
	if (locale === "it") return it_admin_reject_description(inputs)
	return en_admin_reject_description(inputs)
});