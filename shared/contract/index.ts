export * from "./common.ts";
export * from "./auth.ts";
export * from "./category.ts";
export * from "./dish.ts";
export * from "./opening-hours.ts";
export * from "./menu-image.ts";
export * from "./public-menu.ts";
export * from "./public-data.ts";
