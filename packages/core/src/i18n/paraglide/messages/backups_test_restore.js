/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_Test_RestoreInputs */

const en_backups_test_restore = /** @type {(inputs: Backups_Test_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly test restore`)
};

const de_backups_test_restore = /** @type {(inputs: Backups_Test_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wöchentliche Testwiederherstellung`)
};

const fr_backups_test_restore = /** @type {(inputs: Backups_Test_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restauration de test hebdomadaire`)
};

const it_backups_test_restore = /** @type {(inputs: Backups_Test_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ripristino di prova settimanale`)
};

/**
* | output |
* | --- |
* | "Weekly test restore" |
*
* @param {Backups_Test_RestoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_test_restore = /** @type {((inputs?: Backups_Test_RestoreInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Test_RestoreInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_test_restore(inputs)
	if (locale === "fr") return fr_backups_test_restore(inputs)
	if (locale === "it") return it_backups_test_restore(inputs)
	return en_backups_test_restore(inputs)
});