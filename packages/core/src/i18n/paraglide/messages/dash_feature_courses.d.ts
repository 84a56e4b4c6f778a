/**
* | output |
* | --- |
* | "Course enrollment" |
*
* @param {Dash_Feature_CoursesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_feature_courses: ((inputs?: Dash_Feature_CoursesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Feature_CoursesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Feature_CoursesInputs = {};
