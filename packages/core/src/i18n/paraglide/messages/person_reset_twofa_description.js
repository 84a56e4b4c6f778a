/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown> }} Person_Reset_Twofa_DescriptionInputs */

const en_person_reset_twofa_description = /** @type {(inputs: Person_Reset_Twofa_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) can then sign in with the password alone, until they set it up again. Do this only when you know it is them asking, for example after a lost phone. They get the e-mail "Two-factor authentication turned off".`)
};

const de_person_reset_twofa_description = /** @type {(inputs: Person_Reset_Twofa_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) kann sich dann allein mit dem Passwort anmelden, bis sie oder er sie wieder einrichtet. Tun Sie dies nur, wenn Sie wissen, dass die Person selbst darum bittet, zum Beispiel nach einem verlorenen Telefon. Sie oder er erhält eine E-Mail darüber.`)
};

const fr_person_reset_twofa_description = /** @type {(inputs: Person_Reset_Twofa_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) pourra alors se connecter avec le mot de passe seul, jusqu’à une nouvelle configuration. Ne le faites que si vous savez que la demande vient bien de cette personne, par exemple après la perte d’un téléphone. Elle en est informée par e-mail.`)
};

const it_person_reset_twofa_description = /** @type {(inputs: Person_Reset_Twofa_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) potrà allora accedere con la sola password, finché non la configura di nuovo. Lo faccia solo se sa che la richiesta viene davvero da questa persona, ad esempio dopo la perdita del telefono. Ne viene informata per e-mail.`)
};

/**
* | output |
* | --- |
* | "{name} ({email}) can then sign in with the password alone, until they set it up again. Do this only when you know it is them asking, for example after a lost..." |
*
* @param {Person_Reset_Twofa_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_reset_twofa_description = /** @type {((inputs: Person_Reset_Twofa_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Reset_Twofa_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_reset_twofa_description(inputs)
	if (locale === "fr") return fr_person_reset_twofa_description(inputs)
	if (locale === "it") return it_person_reset_twofa_description(inputs)
	return en_person_reset_twofa_description(inputs)
});