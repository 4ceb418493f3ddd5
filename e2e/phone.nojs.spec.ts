// The cloakroom and the galley on a phone without JavaScript (issue 23 §3; night-phone.support.ts).
import { nightPhoneSpecs } from "./night-phone.support";

nightPhoneSpecs("nojs");
