// The cloakroom and the galley on a phone without JavaScript (night-phone.support.ts).
import { nightPhoneSpecs } from "./night-phone.support";

nightPhoneSpecs("nojs");
