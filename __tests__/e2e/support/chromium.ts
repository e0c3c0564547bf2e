export { CHROMIUM_ARGS, findChromium } from "../../../scripts/chromium.mjs";
