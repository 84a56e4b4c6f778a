import { m } from "@ssem/core";
import { em, page } from "./texts";

export const airAmbulanceTexts = page(`${em}/air-ambulance`, m.page_air_ambulance_title, m.page_air_ambulance_description);
