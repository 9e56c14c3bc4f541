import type { ProfileGroups } from "@shared/contract/restaurant-profile.ts";

/**
 * The demo restaurant, Masala Haus: fictional, seeded into a new database through the profile's
 * service, and marked as demo until the owner replaces each value in the admin. Values marked
 * "(Demo)" would be wrong for any real restaurant; the legal pages say so while one is left.
 */
export const demoRestaurantProfile: ProfileGroups = {
  identity: {
    name: "Masala Haus",
    tagline: {
      de: "Indische Küche mit Herz – frisch gekocht im Herzen von Soest",
      en: "Indian cooking with heart – freshly made in the heart of Soest",
    },
    cuisine: "Indisch, Indian",
    priceRange: "€€",
  },
  address: {
    street: "Beispielstraße 12",
    postalCode: "59494",
    city: "Soest",
    latitude: 51.5711,
    longitude: 8.1056,
  },
  contact: { phone: "+4929210000000", email: "hallo@masala-haus.example" },
  providers: {
    pickup: "https://order.example.org/masala-haus-soest/pickup",
    reservation: "https://order.example.org/masala-haus-soest/reservierung?lang=de",
    voucher: "https://order.example.org/masala-haus-soest/gutschein",
    providerName: "Beispiel-Bestellsystem (Demo)",
  },
  social: {
    instagram: "https://www.instagram.com/masala.haus.demo",
    facebook: "https://www.facebook.com/masala.haus.demo",
    x: "",
    youtube: "",
    tiktok: "",
  },
  legal: {
    operator: "Masala Haus Soest GmbH (Demo)",
    legalForm: {
      de: "Gesellschaft mit beschränkter Haftung (GmbH)",
      en: "private limited company (GmbH)",
    },
    representatives: "Anita Sharma (Demo)",
    registerCourt: "Amtsgericht Arnsberg (Demo)",
    registerNumber: "HRB 0000 (Demo)",
    vatId: "DE000000000",
    economicId: "DE000000000-00001",
    supervisoryAuthority: "Ordnungsamt der Stadt Soest",
    contentResponsible: "Anita Sharma (Demo)",
    privacyEmail: "datenschutz@masala-haus.example",
    hostingName: "Beispiel-Hosting GmbH (Demo)",
    hostingAddress: "Musterweg 1, 00000 Musterstadt, Deutschland (Demo)",
    emailProviderName: "Beispiel-Mail GmbH (Demo)",
    emailProviderAddress: "Musterweg 2, 00000 Musterstadt, Deutschland (Demo)",
  },
  texts: {
    hero: {
      de: "Aromatische Currys, Tandoori frisch aus dem Lehmofen und Naan, das wir für Sie backen – mitten in Soest.",
      en: "Fragrant curries, tandoori straight from the clay oven and naan baked to order – in the heart of Soest.",
    },
    about: {
      de: "Im Masala Haus beginnt jeder Tag mit dem Duft frisch gerösteter Gewürze. Kreuzkümmel, Kardamom und Koriandersamen kommen morgens in die heiße Pfanne, bevor wir sie im Mörser zu unseren eigenen Masalas mahlen – fertige Mischungen aus der Tüte gibt es bei uns nicht.\n\nUnsere Rezepte stammen aus den Küchen Nordindiens und des Punjab: cremiges Butter Chicken, langsam geschmortes Lamm-Rogan-Josh und ein Dal Makhani, das über Nacht auf kleiner Flamme zieht, bis es samtig und tief im Geschmack ist.\n\nHerzstück der Küche ist unser Tandoor, ein traditioneller Lehmofen mit über 400 Grad. Darin garen marinierte Hähnchenspieße, Paneer und Garnelen in wenigen Minuten saftig und rauchig – und an seiner Wand backen wir unser Naan, Stück für Stück auf Bestellung.\n\nWas möglich ist, kaufen wir in der Region: Gemüse von Höfen rund um Soest, Milchprodukte aus der Börde, Fleisch von Metzgern, die wir persönlich kennen. So treffen indische Aromen auf westfälische Frische.\n\nOb schnelle Mittagspause, Familienessen am Wochenende oder ein Abend mit Freunden: Bei uns sollen Sie sich wie zu Hause fühlen. Die Schärfe passen wir gern Ihrem Geschmack an – fragen Sie einfach.",
      en: "At Masala Haus every day begins with the scent of freshly toasted spices. Each morning cumin, cardamom and coriander seeds go into a hot pan before we grind them into our own masalas – you will never find a ready-made blend from a packet in our kitchen.\n\nOur recipes come from the kitchens of northern India and the Punjab: creamy butter chicken, slow-braised lamb rogan josh and a dal makhani that simmers overnight on a low flame until it is velvety and deep in flavour.\n\nThe heart of our kitchen is the tandoor, a traditional clay oven that runs at over 400 degrees. Marinated chicken, paneer and prawns cook there in minutes, juicy and smoky – and we bake our naan right on its wall, one at a time, as you order.\n\nWhatever we can, we buy locally: vegetables from farms around Soest, dairy from the Börde, meat from butchers we know personally. Indian flavours meet Westphalian freshness.\n\nWhether it is a quick lunch break, a weekend family meal or an evening with friends, we want you to feel like guests in our own home. We are happy to adjust the heat to your taste – just ask.",
    },
    storyKicker: { de: "Von Amritsar nach Soest", en: "From Amritsar to Soest" },
    story: {
      de: "Die Geschichte des Masala Haus beginnt in einer kleinen Küche in Amritsar. Dort stand Anita Sharma als Kind neben ihrer Großmutter am Herd, sortierte Linsen, rührte im Dal und lernte, dass ein gutes Curry vor allem eines braucht: Zeit.\n\nAls sie vor über zwanzig Jahren nach Westfalen kam, vermisste sie vor allem diesen Geschmack. Also kochte sie – erst für Freunde, dann für Nachbarn, schließlich für ganze Straßenfeste. Immer öfter hieß es: „Warum machst du daraus kein Restaurant?“\n\nDiese Frage hat sie sich irgendwann selbst gestellt. Heute stehen in unserer Küche Köche aus dem Punjab und aus Soest Seite an Seite; die Gewürze rösten wir noch immer jeden Morgen selbst, und die Rezepte der Großmutter haben nur eine Handvoll westfälischer Freunde dazugewonnen.\n\nWir glauben, dass Essen Menschen verbindet. Deshalb kochen wir ehrlich, frisch und großzügig – so, wie man für Gäste kocht, die einem am Herzen liegen. Schön, dass Sie da sind.",
      en: "The story of Masala Haus begins in a small kitchen in Amritsar. As a child, Anita Sharma stood at the stove beside her grandmother, sorting lentils, stirring the dal and learning that a good curry needs one thing above all: time.\n\nWhen she came to Westphalia more than twenty years ago, that taste was what she missed most. So she cooked – first for friends, then for neighbours, and finally for whole street parties. More and more often she heard: “Why don't you open a restaurant?”\n\nOne day she asked herself the same question. Today cooks from the Punjab and from Soest work side by side in our kitchen; we still toast our spices every morning, and grandmother's recipes have only gained a handful of Westphalian friends.\n\nWe believe food brings people together. That is why we cook honestly, freshly and generously – the way you cook for guests you care about. We are glad you are here.",
    },
    storyQuote: {
      de: "„Ein gutes Curry braucht Zeit – und ein offenes Haus.“",
      en: "“A good curry takes time – and an open house.”",
    },
    storyQuoteBy: { de: "Anita Sharma, Gründerin", en: "Anita Sharma, founder" },
  },
};
