/** The admin's address for the restaurant tab: where the setup link leads a new owner. */
export const RESTAURANT_TAB_HASH = "#restaurant";
