/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_SavingInputs */

const en_events_admin_saving = /** @type {(inputs: Events_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const de_events_admin_saving = /** @type {(inputs: Events_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert...`)
};

const fr_events_admin_saving = /** @type {(inputs: Events_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement...`)
};

const it_events_admin_saving = /** @type {(inputs: Events_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvataggio...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Events_Admin_SavingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_saving = /** @type {((inputs?: Events_Admin_SavingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_SavingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_saving(inputs)
	if (locale === "fr") return fr_events_admin_saving(inputs)
	if (locale === "it") return it_events_admin_saving(inputs)
	return en_events_admin_saving(inputs)
});