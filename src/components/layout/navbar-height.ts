/** The fixed navbar's height; the page's main content starts below it. Its own module: the navbar is a slice the page does not import. */
export const NAVBAR_HEIGHT = "4rem";
