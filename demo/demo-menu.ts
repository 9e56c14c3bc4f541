/**
 * The demo menu of Masala Haus: pure data, read by the seed, the dish illustrations and the
 * menu PDF. Prices are integer cents; every `visual` tells the illustrator what to draw.
 */

export interface Bilingual {
  en: string;
  de: string;
}

/** Sauce colours the illustrator knows, named after the dish whose colour they carry. */
export type Sauce =
  | "butter"
  | "tikkaMasala"
  | "korma"
  | "madras"
  | "vindaloo"
  | "roganJosh"
  | "karahi"
  | "saag"
  | "dalMakhani"
  | "dalYellow"
  | "chana"
  | "alooGobi"
  | "tomatoCoconut"
  | "mulligatawny";

export type CurryPieces =
  "chicken" | "lamb" | "paneer" | "chickpeas" | "kofta" | "potatoCauliflower" | "none";

export type DishVisual =
  | { kind: "curry"; sauce: Sauce; pieces: CurryPieces }
  | { kind: "soup"; sauce: Sauce }
  | { kind: "samosa" }
  | { kind: "pakora"; batter: "onion" | "paneer" | "chicken" }
  | { kind: "papadum" }
  | { kind: "tandoori"; pieces: "chickenTikka" | "chickenLegs" | "paneer" | "prawns" }
  | { kind: "kebab" }
  | { kind: "biryani"; pieces: "chicken" | "lamb" | "vegetables" }
  | { kind: "thali" }
  | { kind: "naan"; topping: "butter" | "garlic" | "cheese" }
  | { kind: "rice" }
  | { kind: "raita" }
  | { kind: "gulabJamun" }
  | { kind: "kulfi" }
  | { kind: "kheer" }
  | { kind: "lassi"; flavour: "mango" | "salted" }
  | { kind: "chai" }
  | { kind: "beer" }
  | { kind: "water" };

export interface DemoDish {
  title: Bilingual;
  description: Bilingual;
  priceCents: number;
  isVeg: boolean;
  isSpicy: boolean;
  visual: DishVisual;
  /** The quantity served of a single-price drink. */
  volumeMl?: number;
  /** Sizes with their own prices; `priceCents` is then the lowest of them. */
  variants?: readonly {
    label: Bilingual;
    priceCents: number;
    volumeMl?: number;
  }[];
}

export interface DemoCategory {
  name: Bilingual;
  /** Drinks must state the quantity served. */
  isDrinks?: boolean;
  dishes: readonly DemoDish[];
}

export const demoMenu: readonly DemoCategory[] = [
  {
    name: { en: "Starters", de: "Vorspeisen" },
    dishes: [
      {
        title: { en: "Vegetable samosas", de: "Gemüse-Samosas" },
        description: {
          en: "Two crisp pastries filled with spiced potatoes, peas and cumin, served with mint and tamarind chutney.",
          de: "Zwei knusprige Teigtaschen mit Kartoffeln, Erbsen und Kreuzkümmel, dazu Minz- und Tamarinden-Chutney.",
        },
        priceCents: 550,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "samosa" },
      },
      {
        title: { en: "Onion bhaji", de: "Zwiebel-Bhaji" },
        description: {
          en: "Sliced onions in a spiced gram-flour batter, fried until golden, with mint yoghurt.",
          de: "Zwiebelstreifen in würzigem Kichererbsenteig, goldbraun ausgebacken, mit Minz-Joghurt.",
        },
        priceCents: 490,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "pakora", batter: "onion" },
      },
      {
        title: { en: "Paneer pakora", de: "Paneer Pakora" },
        description: {
          en: "Home-made Indian cheese in a crisp gram-flour coat, with mango chutney.",
          de: "Hausgemachter indischer Frischkäse im knusprigen Kichererbsenmantel, mit Mango-Chutney.",
        },
        priceCents: 650,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "pakora", batter: "paneer" },
      },
      {
        title: { en: "Chicken pakora", de: "Hähnchen-Pakora" },
        description: {
          en: "Chicken breast in a spicy batter with green chilli and coriander, fried until crisp.",
          de: "Hähnchenbrust in pikantem Ausbackteig mit grünem Chili und Koriander, knusprig frittiert.",
        },
        priceCents: 690,
        isVeg: false,
        isSpicy: true,
        visual: { kind: "pakora", batter: "chicken" },
      },
      {
        title: { en: "Papadums with chutneys", de: "Papadams mit Chutneys" },
        description: {
          en: "Wafer-thin lentil crisps with mango chutney, mint chutney and onion relish.",
          de: "Hauchdünne Linsenfladen, knusprig gebacken, mit Mango-Chutney, Minz-Chutney und Zwiebel-Relish.",
        },
        priceCents: 450,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "papadum" },
      },
    ],
  },
  {
    name: { en: "Soups", de: "Suppen" },
    dishes: [
      {
        title: { en: "Dal shorba (lentil soup)", de: "Dal Shorba (Linsensuppe)" },
        description: {
          en: "Velvety yellow-lentil soup with turmeric, ginger and a squeeze of lemon.",
          de: "Samtige Suppe aus gelben Linsen mit Kurkuma, Ingwer und einem Spritzer Zitrone.",
        },
        priceCents: 490,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "soup", sauce: "dalYellow" },
      },
      {
        title: { en: "Mulligatawny", de: "Mulligatawny" },
        description: {
          en: "The Anglo-Indian classic: a mildly spiced lentil soup with chicken, rice and a hint of apple.",
          de: "Der anglo-indische Klassiker: mild gewürzte Linsensuppe mit Hähnchen, Reis und einem Hauch Apfel.",
        },
        priceCents: 590,
        isVeg: false,
        isSpicy: false,
        visual: { kind: "soup", sauce: "mulligatawny" },
      },
      {
        title: { en: "Tomato and coconut soup", de: "Tomaten-Kokos-Suppe" },
        description: {
          en: "Sun-ripened tomatoes with coconut milk, curry leaves and mustard seeds.",
          de: "Sonnengereifte Tomaten mit Kokosmilch, Curryblättern und Senfsaat.",
        },
        priceCents: 490,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "soup", sauce: "tomatoCoconut" },
      },
    ],
  },
  {
    name: { en: "From the tandoor", de: "Aus dem Tandoor" },
    dishes: [
      {
        title: { en: "Chicken tikka", de: "Chicken Tikka" },
        description: {
          en: "Chicken breast marinated overnight in yoghurt and spices, grilled in the tandoor clay oven, with salad and mint chutney.",
          de: "Hähnchenbrust, über Nacht in Joghurt und Gewürzen mariniert und im Tandoor-Lehmofen gegrillt, mit Salat und Minz-Chutney.",
        },
        priceCents: 1590,
        isVeg: false,
        isSpicy: false,
        visual: { kind: "tandoori", pieces: "chickenTikka" },
      },
      {
        title: { en: "Tandoori chicken", de: "Tandoori Chicken" },
        description: {
          en: "Chicken legs on the bone in a marinade of yoghurt, ginger, garlic and Kashmiri chilli, with lemon and onion rings.",
          de: "Hähnchenkeulen mit Knochen in einer Marinade aus Joghurt, Ingwer, Knoblauch und Kaschmir-Chili, mit Zitrone und Zwiebelringen.",
        },
        priceCents: 1490,
        isVeg: false,
        isSpicy: false,
        visual: { kind: "tandoori", pieces: "chickenLegs" },
      },
      {
        title: { en: "Lamb seekh kebab", de: "Lamm-Seekh-Kebab" },
        description: {
          en: "Skewers of spiced minced lamb with fresh coriander and green chilli, grilled in the tandoor.",
          de: "Spieße aus gewürztem Lammhack mit frischem Koriander und grünem Chili, im Tandoor gegrillt.",
        },
        priceCents: 1690,
        isVeg: false,
        isSpicy: true,
        visual: { kind: "kebab" },
      },
      {
        title: { en: "Paneer tikka", de: "Paneer Tikka" },
        description: {
          en: "Cubes of home-made paneer with peppers and red onion, marinated in yoghurt masala and grilled.",
          de: "Würfel vom hausgemachten Paneer mit Paprika und roten Zwiebeln, in Joghurt-Masala mariniert und gegrillt.",
        },
        priceCents: 1390,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "tandoori", pieces: "paneer" },
      },
      {
        title: { en: "Tandoori king prawns", de: "Tandoori-Garnelen" },
        description: {
          en: "King prawns in a garlic and carom-seed marinade, briefly grilled, with lemon and coriander butter.",
          de: "Riesengarnelen in Knoblauch-Ajwain-Marinade, kurz gegrillt, mit Zitronen-Koriander-Butter.",
        },
        priceCents: 1990,
        isVeg: false,
        isSpicy: false,
        visual: { kind: "tandoori", pieces: "prawns" },
      },
    ],
  },
  {
    name: { en: "Chicken curries", de: "Currys mit Hähnchen" },
    dishes: [
      {
        title: { en: "Butter chicken", de: "Butter Chicken" },
        description: {
          en: "Tender tandoori chicken in a velvety tomato and butter sauce with cream and fenugreek – mild and much loved.",
          de: "Zartes Tandoori-Hähnchen in samtiger Tomaten-Butter-Soße mit Sahne und Bockshornklee – mild und heiß geliebt.",
        },
        priceCents: 1490,
        isVeg: false,
        isSpicy: false,
        visual: { kind: "curry", sauce: "butter", pieces: "chicken" },
      },
      {
        title: { en: "Chicken tikka masala", de: "Chicken Tikka Masala" },
        description: {
          en: "Grilled chicken pieces in a rich tomato and onion sauce with peppers and fresh coriander.",
          de: "Gegrillte Hähnchenstücke in würziger Tomaten-Zwiebel-Soße mit Paprika und frischem Koriander.",
        },
        priceCents: 1490,
        isVeg: false,
        isSpicy: false,
        visual: { kind: "curry", sauce: "tikkaMasala", pieces: "chicken" },
      },
      {
        title: { en: "Chicken korma", de: "Chicken Korma" },
        description: {
          en: "Chicken in a mild cashew and cream sauce with cardamom and a touch of saffron.",
          de: "Hähnchen in milder Cashew-Sahne-Soße mit Kardamom und einem Hauch Safran.",
        },
        priceCents: 1450,
        isVeg: false,
        isSpicy: false,
        visual: { kind: "curry", sauce: "korma", pieces: "chicken" },
      },
      {
        title: { en: "Chicken Madras", de: "Chicken Madras" },
        description: {
          en: "South Indian curry with coconut, curry leaves and dried chillies – properly hot.",
          de: "Südindisches Curry mit Kokos, Curryblättern und getrockneten Chilis – ordentlich scharf.",
        },
        priceCents: 1450,
        isVeg: false,
        isSpicy: true,
        visual: { kind: "curry", sauce: "madras", pieces: "chicken" },
      },
      {
        title: { en: "Chicken vindaloo", de: "Chicken Vindaloo" },
        description: {
          en: "The fiery one from Goa: chicken and potatoes in a hot chilli and vinegar sauce with garlic.",
          de: "Der Feurige aus Goa: Hähnchen und Kartoffeln in scharfer Chili-Essig-Soße mit Knoblauch.",
        },
        priceCents: 1490,
        isVeg: false,
        isSpicy: true,
        visual: { kind: "curry", sauce: "vindaloo", pieces: "chicken" },
      },
    ],
  },
  {
    name: { en: "Lamb", de: "Lamm" },
    dishes: [
      {
        title: { en: "Lamb rogan josh", de: "Lamm-Rogan-Josh" },
        description: {
          en: "Kashmiri-style braised lamb with Kashmiri chilli, fennel and yoghurt – aromatic rather than hot.",
          de: "Geschmortes Lamm nach Kaschmir-Art mit Kaschmir-Chili, Fenchel und Joghurt – aromatisch statt scharf.",
        },
        priceCents: 1790,
        isVeg: false,
        isSpicy: false,
        visual: { kind: "curry", sauce: "roganJosh", pieces: "lamb" },
      },
      {
        title: { en: "Lamb saag", de: "Lamm-Saag" },
        description: {
          en: "Lamb slow-cooked with creamy spinach, ginger and garlic.",
          de: "Lammfleisch, langsam geschmort mit cremigem Blattspinat, Ingwer und Knoblauch.",
        },
        priceCents: 1750,
        isVeg: false,
        isSpicy: false,
        visual: { kind: "curry", sauce: "saag", pieces: "lamb" },
      },
      {
        title: { en: "Lamb korma", de: "Lamm-Korma" },
        description: {
          en: "Tender lamb in a mild almond and cream sauce with cardamom and raisins.",
          de: "Zartes Lamm in milder Mandel-Sahne-Soße mit Kardamom und Rosinen.",
        },
        priceCents: 1790,
        isVeg: false,
        isSpicy: false,
        visual: { kind: "curry", sauce: "korma", pieces: "lamb" },
      },
      {
        title: { en: "Lamb karahi", de: "Lamm-Karahi" },
        description: {
          en: "Lamb cooked in the karahi pan with tomatoes, peppers, ginger and green chilli.",
          de: "Lamm, in der Karahi-Pfanne gegart mit Tomaten, Paprika, Ingwer und grünem Chili.",
        },
        priceCents: 1850,
        isVeg: false,
        isSpicy: true,
        visual: { kind: "curry", sauce: "karahi", pieces: "lamb" },
      },
    ],
  },
  {
    name: { en: "Vegetarian", de: "Vegetarisch" },
    dishes: [
      {
        title: { en: "Palak paneer", de: "Palak Paneer" },
        description: {
          en: "Home-made paneer in spiced spinach with garlic and garam masala.",
          de: "Hausgemachter Paneer in gewürztem Blattspinat mit Knoblauch und Garam Masala.",
        },
        priceCents: 1350,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "curry", sauce: "saag", pieces: "paneer" },
      },
      {
        title: { en: "Dal makhani", de: "Dal Makhani" },
        description: {
          en: "Black lentils and kidney beans cooked overnight, finished with butter and cream.",
          de: "Schwarze Linsen und Kidneybohnen, über Nacht gegart und mit Butter und Sahne verfeinert.",
        },
        priceCents: 1290,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "curry", sauce: "dalMakhani", pieces: "none" },
      },
      {
        title: { en: "Chana masala", de: "Chana Masala" },
        description: {
          en: "Chickpeas in a tangy tomato and onion sauce with dried mango powder and green chilli.",
          de: "Kichererbsen in pikanter Tomaten-Zwiebel-Soße mit Mangopulver und grünem Chili.",
        },
        priceCents: 1290,
        isVeg: true,
        isSpicy: true,
        visual: { kind: "curry", sauce: "chana", pieces: "chickpeas" },
      },
      {
        title: { en: "Aloo gobi", de: "Aloo Gobi" },
        description: {
          en: "Potatoes and cauliflower with turmeric, cumin and ginger, cooked until tender.",
          de: "Kartoffeln und Blumenkohl mit Kurkuma, Kreuzkümmel und Ingwer, schonend geschmort.",
        },
        priceCents: 1290,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "curry", sauce: "alooGobi", pieces: "potatoCauliflower" },
      },
      {
        title: { en: "Malai kofta", de: "Malai Kofta" },
        description: {
          en: "Paneer and potato dumplings in a mild cashew and cream sauce.",
          de: "Bällchen aus Paneer und Kartoffeln in milder Cashew-Sahne-Soße.",
        },
        priceCents: 1390,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "curry", sauce: "korma", pieces: "kofta" },
      },
      {
        title: { en: "Dal tadka", de: "Dal Tadka" },
        description: {
          en: "Yellow lentils tempered with garlic, cumin and dried chillies in hot ghee.",
          de: "Gelbe Linsen, in heißem Ghee mit Knoblauch, Kreuzkümmel und getrockneten Chilis verfeinert.",
        },
        priceCents: 1290,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "curry", sauce: "dalYellow", pieces: "none" },
      },
    ],
  },
  {
    name: { en: "Biryani", de: "Biryani" },
    dishes: [
      {
        title: { en: "Chicken biryani", de: "Hähnchen-Biryani" },
        description: {
          en: "Basmati rice layered with saffron, chicken, crispy onions and mint, slow-cooked in a sealed pot, with raita.",
          de: "Basmatireis mit Safran, Hähnchen, Röstzwiebeln und Minze, im verschlossenen Topf gegart, dazu Raita.",
        },
        priceCents: 1590,
        isVeg: false,
        isSpicy: false,
        visual: { kind: "biryani", pieces: "chicken" },
      },
      {
        title: { en: "Lamb biryani", de: "Lamm-Biryani" },
        description: {
          en: "Hyderabadi style: tender lamb and saffron rice with crispy onions, mint and green chilli, with raita.",
          de: "Nach Hyderabad-Art: zartes Lamm und Safranreis mit Röstzwiebeln, Minze und grünem Chili, dazu Raita.",
        },
        priceCents: 1790,
        isVeg: false,
        isSpicy: true,
        visual: { kind: "biryani", pieces: "lamb" },
      },
      {
        title: { en: "Vegetable biryani", de: "Gemüse-Biryani" },
        description: {
          en: "Saffron rice with peas, carrots, green beans, cashews and raisins, with raita.",
          de: "Safranreis mit Erbsen, Karotten, grünen Bohnen, Cashewkernen und Rosinen, dazu Raita.",
        },
        priceCents: 1390,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "biryani", pieces: "vegetables" },
      },
    ],
  },
  {
    name: { en: "Breads & sides", de: "Brot & Beilagen" },
    dishes: [
      {
        title: { en: "Naan", de: "Naan" },
        description: {
          en: "Fluffy flatbread baked on the wall of the tandoor, brushed with butter.",
          de: "Luftiges Fladenbrot, an der Wand des Tandoors gebacken und mit Butter bestrichen.",
        },
        priceCents: 250,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "naan", topping: "butter" },
      },
      {
        title: { en: "Garlic naan", de: "Knoblauch-Naan" },
        description: {
          en: "Naan topped with fresh garlic and coriander.",
          de: "Naan mit frischem Knoblauch und Koriander.",
        },
        priceCents: 320,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "naan", topping: "garlic" },
      },
      {
        title: { en: "Cheese naan", de: "Käse-Naan" },
        description: {
          en: "Naan filled with melting cheese, baked until golden.",
          de: "Naan mit geschmolzenem Käse gefüllt, goldbraun gebacken.",
        },
        priceCents: 390,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "naan", topping: "cheese" },
      },
      {
        title: { en: "Jeera rice", de: "Jeera-Reis" },
        description: {
          en: "Fragrant basmati rice with cumin seeds toasted in ghee.",
          de: "Duftender Basmatireis mit in Ghee gerösteten Kreuzkümmelsamen.",
        },
        priceCents: 290,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "rice" },
      },
      {
        title: { en: "Raita", de: "Raita" },
        description: {
          en: "Cooling yoghurt with cucumber, mint and roasted cumin.",
          de: "Kühlender Joghurt mit Gurke, Minze und geröstetem Kreuzkümmel.",
        },
        priceCents: 350,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "raita" },
      },
    ],
  },
  {
    name: { en: "Desserts", de: "Desserts" },
    dishes: [
      {
        title: { en: "Gulab jamun", de: "Gulab Jamun" },
        description: {
          en: "Warm milk dumplings in rose and cardamom syrup with pistachios.",
          de: "Warme Milchbällchen in Rosen-Kardamom-Sirup mit Pistazien.",
        },
        priceCents: 550,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "gulabJamun" },
      },
      {
        title: { en: "Mango kulfi", de: "Mango-Kulfi" },
        description: {
          en: "Home-made Indian ice cream of slowly reduced milk and Alphonso mango.",
          de: "Hausgemachtes indisches Eis aus eingekochter Milch und Alphonso-Mango.",
        },
        priceCents: 590,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "kulfi" },
      },
      {
        title: { en: "Kheer", de: "Kheer" },
        description: {
          en: "Creamy rice pudding with cardamom, saffron, almonds and pistachios.",
          de: "Cremiger Milchreis mit Kardamom, Safran, Mandeln und Pistazien.",
        },
        priceCents: 490,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "kheer" },
      },
    ],
  },
  {
    name: { en: "Drinks", de: "Getränke" },
    isDrinks: true,
    dishes: [
      {
        title: { en: "Mango lassi", de: "Mango-Lassi" },
        description: {
          en: "Yoghurt drink with Alphonso mango, creamy and refreshing.",
          de: "Joghurtgetränk mit Alphonso-Mango, cremig und erfrischend.",
        },
        priceCents: 450,
        variants: [
          {
            label: { en: "Small", de: "Klein" },
            priceCents: 450,
            volumeMl: 300,
          },
          {
            label: { en: "Large", de: "Groß" },
            priceCents: 650,
            volumeMl: 500,
          },
        ],
        isVeg: true,
        isSpicy: false,
        visual: { kind: "lassi", flavour: "mango" },
      },
      {
        title: { en: "Salted lassi", de: "Salziger Lassi" },
        description: {
          en: "Savoury yoghurt drink with roasted cumin and a hint of mint.",
          de: "Herzhaftes Joghurtgetränk mit geröstetem Kreuzkümmel und einem Hauch Minze.",
        },
        priceCents: 390,
        volumeMl: 300,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "lassi", flavour: "salted" },
      },
      {
        title: { en: "Masala chai", de: "Masala Chai" },
        description: {
          en: "Black tea simmered with milk, ginger, cardamom and cinnamon.",
          de: "Schwarzer Tee, mit Milch, Ingwer, Kardamom und Zimt aufgekocht.",
        },
        priceCents: 350,
        volumeMl: 250,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "chai" },
      },
      {
        title: { en: "Indian lager", de: "Indisches Lagerbier" },
        description: {
          en: "Crisp, light lager from India, served ice-cold.",
          de: "Spritziges, helles Lagerbier aus Indien, eiskalt serviert.",
        },
        priceCents: 390,
        volumeMl: 330,
        isVeg: true,
        isSpicy: false,
        visual: { kind: "beer" },
      },
      {
        title: { en: "Mineral water", de: "Mineralwasser" },
        description: {
          en: "Still or sparkling.",
          de: "Still oder sprudelnd.",
        },
        priceCents: 290,
        variants: [
          {
            label: { en: "Small bottle", de: "Kleine Flasche" },
            priceCents: 290,
            volumeMl: 250,
          },
          {
            label: { en: "Large bottle", de: "Große Flasche" },
            priceCents: 590,
            volumeMl: 750,
          },
        ],
        isVeg: true,
        isSpicy: false,
        visual: { kind: "water" },
      },
    ],
  },
];
