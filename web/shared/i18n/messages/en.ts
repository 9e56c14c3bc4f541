import type { Messages } from "../i18n";

export const en: Messages = {
  nav: {
    home: "Home",
  },
};
