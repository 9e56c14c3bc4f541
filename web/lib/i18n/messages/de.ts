/**
 * German texts of the public site: the default language and the shape every catalogue follows.
 * The product's exact strings are kept as they are; the restaurant's name, tagline and address
 * live in shared/restaurant.ts.
 */
export const de = {
  meta: {
    homeTitle: "Masala Haus – Indisches Restaurant in Soest",
    description:
      "Masala Haus in Soest: nordindische Küche, Tandoori aus dem Lehmofen, frisches Naan und ein Mittagsangebot unter der Woche.",
    about: "Über uns",
    menu: "Speisekarte",
    contact: "Kontakt",
    middayDiscount: "Mittagsangebot",
    story: "Unsere Geschichte",
    notFound: "Seite nicht gefunden",
    impressum: "Impressum",
    privacy: "Datenschutzerklärung",
    /** One description per page, for search results and link previews (about 120–160 characters). */
    descriptions: {
      home: "Masala Haus in Soest: nordindische Küche, Tandoori aus dem Lehmofen, frisches Naan und ein Mittagsangebot unter der Woche.",
      about:
        "Frisch geröstete Gewürze, Rezepte aus dem Punjab und Zutaten aus der Region: So kochen wir im Masala Haus in Soest.",
      menu: "Die Speisekarte des Masala Haus in Soest: Currys, Tandoori, Biryani, vegetarische Gerichte und frisches Naan – mit Preisen.",
      contact:
        "Adresse, Telefon und E-Mail des Masala Haus in Soest – für Fragen, Feiern und Ihren Tisch für heute Abend.",
      middayDiscount:
        "Das wechselnde Mittagsangebot des Masala Haus in Soest: montags bis freitags schnell serviert und frisch gekocht.",
      story:
        "Von Amritsar nach Soest: die Geschichte des Masala Haus und seiner Gründerin Anita Sharma.",
      impressum:
        "Impressum des Masala Haus in Soest: Anbieterkennzeichnung nach § 5 DDG mit Anschrift, Kontakt und Registerangaben.",
      privacy:
        "Datenschutzerklärung des Masala Haus in Soest: keine Tracker, keine Drittanbieter beim Seitenaufruf, Karte nur nach Klick.",
      pdf: "Speisekarte des Masala Haus in Soest als PDF zum Ansehen und Herunterladen.",
      notFound:
        "Diese Seite gibt es nicht (mehr). Zur Startseite oder Speisekarte des Masala Haus in Soest.",
    },
    shareImageAlt: "Logo des Masala Haus über einer Thali-Platte mit Currys, Reis und Naan",
  },
  nav: {
    home: "Startseite",
    about: "Über uns",
    menu: "Speisekarte",
    middayDiscount: "Mittagsangebot",
    pickup: "Abholung",
    reservation: "Reservierung",
    voucher: "Gutschein",
    contact: "Kontakt",
    main: "Hauptnavigation",
    mobile: "Menü",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    skipToContent: "Zum Inhalt springen",
    homeLink: "Masala Haus – zur Startseite",
    newTab: "(öffnet in neuem Tab)",
  },
  language: {
    label: "Sprache",
    en: "English",
    de: "Deutsch",
  },
  hero: {
    description1:
      "Aromatische Currys, Tandoori frisch aus dem Lehmofen und Naan, das wir für Sie backen – mitten in Soest.",
    viewMenu: "Speisekarte ansehen",
    makeReservation: "Tisch reservieren",
    clickToBook: "Sichern Sie sich Ihren Lieblingsplatz – online in wenigen Klicks.",
    reserveNow: "Jetzt reservieren",
  },
  about: {
    ourCulinaryJourney: "Unsere kulinarische Reise",
    kicker: "Über uns",
    discoverOurStory: "Unsere Geschichte entdecken",
    photo1: "Illustration: Kupfertopf mit dampfendem Curry auf dem Herd",
    photo2: "Illustration: Schälchen mit Kurkuma, Chili, Kardamom und Zimtstangen",
    photo3: "Illustration: Thali-Platte mit Currys, Reis und Naan",
    pause: "Bildwechsel anhalten",
    play: "Bildwechsel fortsetzen",
  },
  aboutSection: {
    paragraph1:
      "Im Masala Haus beginnt jeder Tag mit dem Duft frisch gerösteter Gewürze. Kreuzkümmel, Kardamom und Koriandersamen kommen morgens in die heiße Pfanne, bevor wir sie im Mörser zu unseren eigenen Masalas mahlen – fertige Mischungen aus der Tüte gibt es bei uns nicht.",
    paragraph2:
      "Unsere Rezepte stammen aus den Küchen Nordindiens und des Punjab: cremiges Butter Chicken, langsam geschmortes Lamm-Rogan-Josh und ein Dal Makhani, das über Nacht auf kleiner Flamme zieht, bis es samtig und tief im Geschmack ist.",
    paragraph3:
      "Herzstück der Küche ist unser Tandoor, ein traditioneller Lehmofen mit über 400 Grad. Darin garen marinierte Hähnchenspieße, Paneer und Garnelen in wenigen Minuten saftig und rauchig – und an seiner Wand backen wir unser Naan, Stück für Stück auf Bestellung.",
    paragraph4:
      "Was möglich ist, kaufen wir in der Region: Gemüse von Höfen rund um Soest, Milchprodukte aus der Börde, Fleisch von Metzgern, die wir persönlich kennen. So treffen indische Aromen auf westfälische Frische.",
    paragraph5:
      "Ob schnelle Mittagspause, Familienessen am Wochenende oder ein Abend mit Freunden: Bei uns sollen Sie sich wie zu Hause fühlen. Die Schärfe passen wir gern Ihrem Geschmack an – fragen Sie einfach.",
  },
  menu: {
    servedHours: "{{category}}: {{hours}}",
    title: "Unsere Speisekarte",
    kicker: "Frisch gekocht",
    intro:
      "Wählen Sie eine Kategorie – alle Gerichte bereiten wir frisch zu, die Schärfe nach Ihrem Wunsch.",
    categories: "Kategorien",
    empty: "Keine Gerichte in dieser Kategorie.",
    veg: "Vegetarisch",
    spicy: "Scharf",
    noImage: "Noch kein Foto",
    loadFailed: "Die Speisekarte konnte nicht geladen werden.",
    price: "Preis",
    allergens: "Allergene",
    additives: "Zusatzstoffe",
    legend: "Allergene und Zusatzstoffe",
    legendNote:
      "Die Buchstaben und Zahlen hinter den Gerichten verweisen auf diese Liste. Spuren weiterer Allergene können wir trotz sorgfältiger Zubereitung nicht ausschließen – bei Fragen hilft unser Team gern.",
    filter: "Speisekarte filtern",
    filterAllergens: "Allergene ausschließen",
    filterSelected: "{{count}} ausgewählt",
    hideContaining: "Alles ausblenden, was Folgendes enthält:",
    vegOnly: "Nur vegetarisch",
    resetFilter: "Filter zurücksetzen",
    applyFilter: "Filter anwenden",
    filterNote:
      "Der Filter richtet sich nach unseren Angaben zu jedem Gericht. Bei einer schweren Allergie sprechen Sie bitte vor der Bestellung mit uns.",
    dishCount: "{{count}} Einträge",
    dishCountOne: "1 Eintrag",
    shownOfTotal: "{{shown}} von {{total}} Einträgen",
    noMatch: "Kein Eintrag dieser Kategorie passt zu Ihrem Filter.",
    soldOut: "Heute ausverkauft",
    allergensOnRequest: "Informationen zu Allergenen erhalten Sie bei unserem Personal.",
    sizes: "Größen und Preise",
    vatNote: "Alle Preise in Euro inkl. gesetzlicher MwSt.",
    printMenu: "Speisekarte drucken (PDF)",
  },
  announcements: {
    label: "Aktuelle Hinweise",
  },
  visit: {
    title: "Besuchen Sie uns",
    kicker: "Wir freuen uns auf Sie",
    address: "Adresse",
    hours: "Öffnungszeiten",
    openNow: "Geöffnet",
    closed: "Geschlossen",
    closedDay: "Ruhetag",
    timeRange: "{{open}}–{{close}} Uhr",
    loadFailed: "Die Öffnungszeiten konnten nicht geladen werden.",
    map: "Karte",
    mapNotice:
      "Die Karte wird von OpenStreetMap (OpenStreetMap Foundation, Vereinigtes Königreich) über das Netzwerk von Fastly (USA) geladen. Dabei wird Ihre IP-Adresse dorthin übertragen.",
    loadMap: "Karte von OpenStreetMap laden",
    mapTitle: "Karte mit dem Standort des Masala Haus",
    openInMaps: "Adresse in OpenStreetMap öffnen",
    mapPrivacy: "Mehr dazu in der Datenschutzerklärung",
    specialHours: "Besondere Öffnungszeiten",
    today: "Heute",
    until: "bis",
    weekdays: {
      sun: "Sonntag",
      mon: "Montag",
      tue: "Dienstag",
      wed: "Mittwoch",
      thu: "Donnerstag",
      fri: "Freitag",
      sat: "Samstag",
    },
  },
  footer: {
    about: "Indische Küche, frisch gekocht – mit regionalen Zutaten und viel Liebe zum Detail.",
    quickLinks: "Schnellzugriff",
    restaurant: "Restaurant",
    contact: "Kontakt",
    phone: "Telefon",
    email: "E-Mail",
    social: "Bald auch in den sozialen Medien",
    rights: "Alle Rechte vorbehalten.",
    legal: "Rechtliches",
    impressum: "Impressum",
    privacy: "Datenschutz",
    menuPdf: "Speisekarte als PDF",
  },
  legal: {
    kicker: "Rechtliches",
    impressumIntro: "Anbieterkennzeichnung nach § 5 Digitale-Dienste-Gesetz (DDG)",
    privacyIntro: "Wie wir mit Ihren Daten umgehen – kurz gesagt: so wenig wie möglich.",
    /** The page heading: a soft hyphen lets the long word break on narrow phones. */
    privacyHeading: "Datenschutz\u00ADerklärung",
  },
  contact: {
    title: "Kontakt",
    intro:
      "Fragen zu Allergenen, eine Feier mit Freunden oder ein Tisch für heute Abend? Rufen Sie an oder schreiben Sie uns – wir antworten gern.",
    address: "Adresse",
    phone: "Telefon",
    email: "E-Mail",
    call: "Jetzt anrufen",
    write: "E-Mail schreiben",
    route: "Route in OpenStreetMap",
  },
  story: {
    title: "Unsere Geschichte",
    kicker: "Von Amritsar nach Soest",
    paragraph1:
      "Die Geschichte des Masala Haus beginnt in einer kleinen Küche in Amritsar. Dort stand Anita Sharma als Kind neben ihrer Großmutter am Herd, sortierte Linsen, rührte im Dal und lernte, dass ein gutes Curry vor allem eines braucht: Zeit.",
    paragraph2:
      "Als sie vor über zwanzig Jahren nach Westfalen kam, vermisste sie vor allem diesen Geschmack. Also kochte sie – erst für Freunde, dann für Nachbarn, schließlich für ganze Straßenfeste. Immer öfter hieß es: „Warum machst du daraus kein Restaurant?“",
    paragraph3:
      "Diese Frage hat sie sich irgendwann selbst gestellt. Heute stehen in unserer Küche Köche aus dem Punjab und aus Soest Seite an Seite; die Gewürze rösten wir noch immer jeden Morgen selbst, und die Rezepte der Großmutter haben nur eine Handvoll westfälischer Freunde dazugewonnen.",
    paragraph4:
      "Wir glauben, dass Essen Menschen verbindet. Deshalb kochen wir ehrlich, frisch und großzügig – so, wie man für Gäste kocht, die einem am Herzen liegen. Schön, dass Sie da sind.",
    quote: "„Ein gutes Curry braucht Zeit – und ein offenes Haus.“",
    quoteBy: "Anita Sharma, Gründerin",
    cta: "Zur Speisekarte",
  },
  middayDiscount: {
    title: "Mittagsangebot",
    kicker: "Montag bis Freitag",
    intro:
      "Unser wechselndes Mittagsangebot: schnell serviert, frisch gekocht und zum kleinen Preis.",
    loading: "Wird geladen …",
    loadFailed: "Die Bilder konnten nicht geladen werden.",
    empty: "Keine Bilder verfügbar.",
    viewAll: "Alle ansehen",
    imageCount: "{{count}} Bilder",
    oneImage: "1 Bild",
    languageTag: "Sprache: {{language}}",
    pdfTag: "PDF",
    openPdf: "PDF öffnen",
    lightbox: "Bildergalerie",
    previous: "Vorheriges Bild",
    next: "Nächstes Bild",
    close: "Schließen",
    slideRole: "Bild",
    carouselRole: "Karussell",
    /** Lightbox slide label: single braces are the lightbox's placeholders, not ours. */
    slideLabel: "Bild {index} von {total}",
  },
  pdf: {
    loading: "Wird geladen …",
    notFound: "PDF nicht gefunden oder gelöscht",
    defaultTitle: "Speisekarte als PDF",
    download: "PDF herunterladen",
    viewInBrowser: "Im Browser ansehen",
    back: "Zurück",
    viewer: "PDF-Ansicht",
    page: "Seite {{page}} von {{total}}",
  },
  notFound: {
    title: "Seite nicht gefunden",
    text: "Diese Seite gibt es nicht (mehr). Vielleicht finden Sie, was Sie suchen, auf der Startseite oder in unserer Speisekarte.",
    home: "Zur Startseite",
    menu: "Zur Speisekarte",
  },
  error: {
    title: "Etwas ist schiefgelaufen",
    text: "Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.",
    home: "Zur Startseite",
  },
};
