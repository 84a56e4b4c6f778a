/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Voluntary_Work_Detail_TitleInputs */

const en_page_voluntary_work_detail_title = /** @type {(inputs: Page_Voluntary_Work_Detail_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: voluntary work`)
};

const de_page_voluntary_work_detail_title = /** @type {(inputs: Page_Voluntary_Work_Detail_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: Freiwilligenarbeit`)
};

const fr_page_voluntary_work_detail_title = /** @type {(inputs: Page_Voluntary_Work_Detail_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : bénévolat`)
};

const it_page_voluntary_work_detail_title = /** @type {(inputs: Page_Voluntary_Work_Detail_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: volontariato`)
};

/**
* | output |
* | --- |
* | "{name}: voluntary work" |
*
* @param {Page_Voluntary_Work_Detail_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_voluntary_work_detail_title = /** @type {((inputs: Page_Voluntary_Work_Detail_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Voluntary_Work_Detail_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_voluntary_work_detail_title(inputs)
	if (locale === "fr") return fr_page_voluntary_work_detail_title(inputs)
	if (locale === "it") return it_page_voluntary_work_detail_title(inputs)
	return en_page_voluntary_work_detail_title(inputs)
});