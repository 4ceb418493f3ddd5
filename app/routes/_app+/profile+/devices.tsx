// Signed-in devices (decision 046): one's own sessions, a venue's staff's, each of which may be ended.
import { devicesPage, endDevice } from "~/domains/account/devices.server";
import { DevicesPage } from "~/domains/account/devices-page";
import { sectionMeta } from "~/ui/shell/section-page";

export const loader = devicesPage;
export const action = endDevice;
export const meta = sectionMeta;
export default DevicesPage;
