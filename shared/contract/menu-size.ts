/**
 * How big a menu may grow. A large Indian restaurant's card, drinks included, lists some 150 to
 * 250 dishes in 10 to 25 sections; these limits are twice that and more, and the public menu page
 * and the printed menu are measured to stay fast at them (docs/performance.md). Past them a
 * mistake is far likelier than a menu: an import of the wrong file, a script gone round in a loop.
 */
export const MENU_DISHES_MAX = 500;
export const MENU_CATEGORIES_MAX = 50;
