// The Spanish that drivers on US yards use, one word per English yard term, and the variants the
// catalogs must not use. `npm run i18n:check` holds every locales/es/*.po to it
// (scripts/check-glossary.ts): a Spanish message whose English message names a term must use the
// term's Spanish and none of its avoided variants. Decision 057 says how the words were chosen.
//
// Words are matched whole and case-insensitively; a word ending in "*" matches every word that
// starts with it ("enganch*": enganchar, enganche, enganchado). `unless` removes English phrases
// before matching (the fifth wheel is not one of the trailer's wheels).

export type GlossaryEntry = {
  /** The English yard term, as a driver would say it. */
  en: string;
  /** The English words or phrases that name it in a source message. */
  english: readonly string[];
  /** English phrases that contain a word above but name something else. */
  unless?: readonly string[];
  /** The one Spanish term. */
  es: string;
  /** Its forms in a translation (plural, verb endings); at least one must be there. */
  spanish: readonly string[];
  /** Variants a translation of such a message must not use. */
  avoid: readonly string[];
  /** The Spanish forms must be written with this very case (a name). */
  exactCase?: boolean;
  /** Why this word, and not the others. */
  why: string;
};

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    en: "trailer",
    english: ["trailer", "trailers"],
    es: "remolque",
    spanish: ["remolque", "remolques"],
    avoid: ["tráiler", "tráileres", "trailer", "trailers", "traila*", "tráila*", "semirremolque*", "caja", "cajas"],
    why: "Understood by every Spanish speaker and used in the Spanish CDL manual. Tráiler means the whole rig in Mexico; traila is yard slang; caja is kept for the trailer's body (box).",
  },
  {
    en: "attach / hook",
    english: ["attach", "attaches", "attached", "attaching", "hook", "hooks", "hooked", "hooking"],
    es: "enganchar",
    spanish: ["enganch*", "engánch*"],
    avoid: ["acopl*", "conect*", "hookear", "juque*"],
    why: "What drivers say for hooking a trailer; acoplar is manual Spanish.",
  },
  {
    en: "detach",
    english: ["detach", "detaches", "detached", "detaching", "unhook", "unhooked"],
    es: "desenganchar",
    spanish: ["desenganch*", "desengánch*"],
    avoid: ["desacopl*", "desconect*", "solt*"],
    why: "The pair of enganchar.",
  },
  {
    en: "drop (leave a detached trailer)",
    english: ["drop", "drops", "dropped", "dropping"],
    es: "dejar",
    spanish: ["dej*", "desenganch*"],
    avoid: ["tir*", "solt*", "dropea*"],
    why: "Dropping is detaching and leaving the trailer: dejar (where you left it), or desenganchar.",
  },
  {
    en: "fifth wheel",
    english: ["fifth wheel", "fifth wheels"],
    es: "quinta rueda",
    spanish: ["quinta rueda", "quintas ruedas"],
    avoid: ["plato", "quinta llanta"],
    why: "The standard name; plato is slang not every driver knows.",
  },
  {
    en: "kingpin",
    english: ["kingpin", "kingpins", "king pin"],
    es: "perno rey",
    spanish: ["perno rey", "pernos rey"],
    avoid: ["perno maestro", "perno central", "pivote"],
    why: "The name in US trucking Spanish; the English word may follow in brackets.",
  },
  {
    en: "lights / lamps",
    english: ["light", "lights", "lamp", "lamps"],
    es: "luces",
    spanish: ["luz", "luces"],
    avoid: ["lámpara*", "foco", "focos", "faro", "faros", "calavera*"],
    why: "Plain and general; calaveras (tail lights) and focos (bulbs) name parts of it only.",
  },
  {
    en: "brakes",
    english: ["brake", "brakes"],
    es: "frenos",
    spanish: ["freno", "frenos"],
    avoid: ["balata*", "frenaje"],
    why: "Balatas are the brake linings only.",
  },
  {
    en: "tires",
    english: ["tire", "tires", "tyre", "tyres"],
    es: "llantas",
    spanish: ["llanta", "llantas"],
    avoid: ["neumático*", "goma", "gomas", "caucho*"],
    why: "Mexican and US Spanish; neumático is Spain's, goma and caucho the Caribbean's.",
  },
  {
    en: "wheels",
    english: ["wheel", "wheels"],
    unless: ["fifth wheel"],
    es: "rines",
    spanish: ["rin", "rines"],
    avoid: ["rueda", "ruedas"],
    why: "Drivers check llantas y rines; ruedas would read as the tires again.",
  },
  {
    en: "air lines",
    english: ["air line", "air lines", "air and electrical lines"],
    es: "líneas de aire",
    spanish: ["línea de aire", "líneas de aire"],
    avoid: ["manguera*", "mangas"],
    why: "The lines (and their glad hands) as a whole, as the inspection rules name them.",
  },
  {
    en: "landing gear",
    english: ["landing gear", "support gear"],
    es: "patas de apoyo",
    spanish: ["patas"],
    avoid: ["tren de aterrizaje", "gato", "gatos", "soporte*"],
    why: "Drivers say las patas; tren de aterrizaje is an aircraft's.",
  },
  {
    en: "mud flaps",
    english: ["mud flap", "mud flaps", "mudflap", "mudflaps"],
    es: "loderas",
    spanish: ["lodera", "loderas"],
    avoid: ["guardafango*", "salpicadera*", "faldon*", "faldón"],
    why: "Mexican and US Spanish; guardafangos and salpicaderas are fenders.",
  },
  {
    en: "bumper",
    english: ["bumper", "bumpers"],
    es: "defensa",
    spanish: ["defensa", "defensas"],
    avoid: ["parachoque*", "paragolpe*", "bómper", "bumper"],
    why: "Mexican and US Spanish for the rear bumper (ICC bar).",
  },
  {
    en: "door(s)",
    english: ["door", "doors"],
    es: "puertas",
    spanish: ["puerta", "puertas"],
    avoid: ["portón", "portones", "compuerta*"],
    why: "The swing or roll-up doors at the back.",
  },
  {
    en: "roof",
    english: ["roof", "roofs"],
    es: "techo",
    spanish: ["techo", "techos"],
    avoid: ["toldo*", "cubierta*"],
    why: "The trailer's roof.",
  },
  {
    en: "body (of the trailer)",
    english: ["body"],
    es: "caja",
    spanish: ["caja", "cajas"],
    avoid: ["carrocería*"],
    why: "Drivers call the trailer's box la caja; so it names the body, never the whole trailer.",
  },
  {
    en: "load",
    english: ["load", "loads"],
    es: "carga",
    spanish: ["carga", "cargas", "cargar"],
    avoid: ["cargamento*", "viaje", "viajes", "flete*"],
    why: "The freight booked on an order; viaje is the trip, flete the price.",
  },
  {
    en: "booked (a load, an order)",
    english: ["booked"],
    es: "contratar",
    spanish: ["contrat*"],
    avoid: ["reserv*"],
    why: "A load is contratada with a company or a broker; reservar is for a seat or a table.",
  },
  {
    en: "order",
    english: ["order", "orders"],
    es: "orden",
    spanish: ["orden", "órdenes"],
    avoid: ["pedido*"],
    why: "The order number drivers are given; pedido is a purchase order.",
  },
  {
    en: "carrier",
    english: ["carrier", "carriers"],
    es: "transportista",
    spanish: ["transportista", "transportistas"],
    avoid: ["portador*", "acarreador*"],
    why: "The trucking company; portador is a mistranslation.",
  },
  {
    en: "broker",
    english: ["broker", "brokers"],
    es: "bróker",
    spanish: ["bróker", "brókers"],
    avoid: ["broker", "brokers", "corredor*", "intermediario*", "agente*"],
    why: "The word used on US loads, written with its accent.",
  },
  {
    en: "company",
    english: ["company", "companies"],
    es: "compañía",
    spanish: ["compañía", "compañías"],
    avoid: ["empresa", "empresas"],
    why: "One word for the company that owns the trailers, in the app and in its terms.",
  },
  {
    en: "driver",
    english: ["driver", "drivers"],
    es: "chofer",
    spanish: ["chofer", "choferes"],
    avoid: ["conductor*", "operador*", "camioner*", "trailero*", "troquer*"],
    why: "Understood by every driver; operador is Mexican companies' job title and reads as a phone operator in the US.",
  },
  {
    en: "yard",
    english: ["yard", "yards"],
    es: "patio",
    spanish: ["patio", "patios"],
    avoid: ["yarda", "yardas", "corral*"],
    why: "Patio de remolques; yarda is a unit of length.",
  },
  {
    en: "dock",
    english: ["dock", "docks"],
    es: "andén",
    spanish: ["andén", "andenes"],
    avoid: ["muelle*", "rampa*", "dock"],
    why: "Andén de carga; muelle is Spain's and rampa is slang.",
  },
  {
    en: "shipper",
    english: ["shipper", "shippers"],
    es: "embarcador",
    spanish: ["embarcador", "embarcadores"],
    avoid: ["remitente*", "cliente*"],
    why: "The party loading the freight, as on the bill of lading.",
  },
  {
    en: "shop (repair)",
    english: ["shop"],
    es: "taller",
    spanish: ["taller", "talleres"],
    avoid: ["tienda*"],
    why: "The repair shop.",
  },
  {
    en: "red tag",
    english: ["red tag", "red tags"],
    es: "etiqueta roja",
    spanish: ["etiqueta roja", "etiquetas rojas"],
    avoid: ["tarjeta roja", "marbete*"],
    why: "Out-of-service tag, said as it is printed.",
  },
  {
    en: "sticker (QR)",
    english: ["sticker", "stickers"],
    es: "calcomanía",
    spanish: ["calcomanía", "calcomanías"],
    avoid: ["etiqueta", "etiquetas", "pegatina*", "sticker*"],
    why: "Mexican and US Spanish; etiqueta is kept for the red tag.",
  },
  {
    en: "assessment / inspection",
    english: ["assess", "assessment", "assessments", "inspect", "inspection", "inspections", "inspecting"],
    es: "inspección",
    spanish: ["inspecc*"],
    avoid: ["evalua*", "evalúa*", "valoraci*"],
    why: "The walk-around inspection drivers already do; evaluación reads as a test of the driver.",
  },
  {
    en: "damage",
    english: ["damage", "damages", "damaged"],
    es: "daño",
    spanish: ["daño", "daños", "dañad*"],
    avoid: ["averí*", "desperfecto*"],
    why: "Plain; avería is a breakdown.",
  },
  {
    en: "condition report / report",
    english: ["report", "reports", "reported", "reporting"],
    es: "reporte",
    spanish: ["report*", "repórt*"],
    avoid: ["informe*", "informar*", "denunci*"],
    why: "Mexican and US Spanish for a report and for reporting; one word on every screen.",
  },
  {
    en: "status",
    english: ["status"],
    es: "estado",
    spanish: ["estado", "estados"],
    avoid: ["estatus"],
    why: "One word for the trailer's status wherever it shows.",
  },
  {
    en: "photo",
    english: ["photo", "photos"],
    es: "foto",
    spanish: ["foto", "fotos"],
    avoid: ["fotografía*", "imagen", "imágenes"],
    why: "Short and what everyone says.",
  },
  {
    en: "code",
    english: ["code", "codes"],
    es: "código",
    spanish: ["código", "códigos"],
    avoid: ["clave", "claves", "pin"],
    why: "The text-message code and the QR code alike.",
  },
  {
    en: "sign in",
    english: ["sign in", "sign-in", "signs in", "signed in", "signing in", "log in", "log-in", "logged in"],
    es: "iniciar sesión",
    spanish: ["sesión"],
    avoid: ["ingres*", "entrar", "acced*", "logue*", "registr*"],
    why: "What phones and apps say in Spanish; ingresar is used for typing data in.",
  },
  {
    en: "sign out / log out",
    english: ["sign out", "signed out", "log out", "logged out"],
    es: "cerrar sesión",
    spanish: ["sesión"],
    avoid: ["salir", "logue*"],
    why: "The pair of iniciar sesión.",
  },
  {
    en: "roadworthy",
    english: ["roadworthy"],
    es: "apto para circular",
    spanish: ["apto para circular"],
    avoid: ["en condiciones de circular", "rodar"],
    why: "One phrase for the driver's confirmation.",
  },
  {
    en: "upright (the phone)",
    english: ["upright"],
    es: "en posición vertical",
    spanish: ["posición vertical"],
    avoid: ["derecho", "derecha"],
    why: "Derecho reads as right (the side, or a right); en posición vertical says which way up.",
  },
  {
    en: "Power Only",
    english: ["power only", "power-only"],
    es: "Power Only",
    spanish: ["Power Only"],
    exactCase: true,
    avoid: ["solo tracción"],
    why: "The load type's name on US boards, kept in English and written the same way.",
  },
];

/**
 * Words of the familiar "tú", which no Spanish message may use: Hitch speaks to drivers as "usted"
 * on every screen.
 */
export const INFORMAL_WORDS: readonly string[] = [
  "tú",
  "tu",
  "tus",
  "te",
  "ti",
  "contigo",
  "puedes",
  "tienes",
  "quieres",
  "necesitas",
  "debes",
  "estás",
  "eres",
  "enviaste",
  "escribiste",
  "inténtalo",
];
