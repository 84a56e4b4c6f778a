/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Voluntary_Work_TitleInputs */

const en_page_voluntary_work_title = /** @type {(inputs: Page_Voluntary_Work_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voluntary work`)
};

const de_page_voluntary_work_title = /** @type {(inputs: Page_Voluntary_Work_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freiwilligenarbeit`)
};

const fr_page_voluntary_work_title = /** @type {(inputs: Page_Voluntary_Work_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bénévolat`)
};

const it_page_voluntary_work_title = /** @type {(inputs: Page_Voluntary_Work_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volontariato`)
};

/**
* | output |
* | --- |
* | "Voluntary work" |
*
* @param {Page_Voluntary_Work_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_voluntary_work_title = /** @type {((inputs?: Page_Voluntary_Work_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Voluntary_Work_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_voluntary_work_title(inputs)
	if (locale === "fr") return fr_page_voluntary_work_title(inputs)
	if (locale === "it") return it_page_voluntary_work_title(inputs)
	return en_page_voluntary_work_title(inputs)
});