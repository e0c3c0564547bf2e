/** The fixed navbar's height: the page's main content and the reading aids start below it. A theme value of its own module: the navbar is a slice the page does not import. */
export const NAVBAR_HEIGHT = "4rem";
