import type { GatsbyBrowser } from "gatsby";
import { guardNavigation, repairLocation } from "../../src/lib/odd-urls";

// At module evaluation: this plugin is the first in gatsby-config, so this runs before any other
// plugin imports "gatsby", whose router reads the address once, when its module loads.
repairLocation(window);

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => guardNavigation(window);
