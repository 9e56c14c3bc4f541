/** Cache keys of the admin's lists, in one place because one tab's change can stale another's list. */
export const queryKeys = {
  categories: ["categories"] as const,
  dishes: ["dishes"] as const,
  dishesOf: (categoryId: string) => ["dishes", categoryId || "all"] as const,
  openingHours: ["opening-hours"] as const,
  specialDays: ["special-days"] as const,
  announcements: ["announcements"] as const,
  holidays: (year: number) => ["holidays", year] as const,
  menuImages: ["menu-images"] as const,
  pictures: ["restaurant-pictures"] as const,
  demoContent: ["demo-content"] as const,
  me: ["me"] as const,
  team: ["team"] as const,
  history: ["history"] as const,
  restaurantProfile: ["restaurant-profile"] as const,
  today: ["history", "today"] as const,
  visits: (days: string) => ["visits", days] as const,
};
