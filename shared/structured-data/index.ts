export { menuJsonLd, jsonLdText } from "./menu-jsonld.ts";
export {
  openingHoursSpecification,
  restaurantJsonLd,
  specialOpeningHoursSpecification,
} from "./restaurant-jsonld.ts";
