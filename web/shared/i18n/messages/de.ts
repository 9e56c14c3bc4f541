/** German texts of the public site: the default language and the shape every catalogue follows. */
export const de = {
  nav: {
    home: "Startseite",
  },
};
