import { type Locale, m } from "@ssem/core";
import { em, name, sharedModulePages } from "./texts";

/** A tool's page: its name, the same in every language, in a description of each language. */
const tool = (slug: string, value: string) => [slug, name(value), (locale: Locale) => m.page_useful_tool_description({ name: value }, { locale })] as const;
export const usefulToolTexts = sharedModulePages(`${em}/useful-tools`, m.page_useful_tool_title, [
  tool("die-kliniker", "Die Kliniker"),
  tool("ibcc", "IBCC"),
  tool("life-in-the-fast-lane", "Life in the Fast Lane"),
  tool("medstandards", "Medstandards"),
  tool("notfallguru", "Notfallguru"),
]);
