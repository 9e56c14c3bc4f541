import type { Generated } from "kysely";

/** Row types of the SQLite tables, as the migrations create them. Times are ISO-8601 strings in UTC. */
export interface Database {
  app_meta: {
    key: string;
    value: string;
  };
  admins: {
    id: string;
    email: string;
    password_hash: string;
    created_at: string;
    password_changed_at: string;
  };
  sessions: {
    token_hash: string;
    admin_id: string;
    created_at: string;
    last_used_at: string;
    expires_at: string;
  };
  uploads: {
    key: string;
    kind: "image" | "pdf";
    /** JSON array of the widths written for an image; empty for a PDF. */
    widths: string;
    created_at: string;
  };
  categories: {
    id: string;
    name_en: string;
    name_de: string;
    position: number;
    is_drinks: Generated<number>;
    created_at: string;
    seq: Generated<number>;
  };
  dishes: {
    id: string;
    category_id: string;
    title_en: string;
    title_de: string;
    description_en: string;
    description_de: string;
    price_cents: number;
    position: number;
    image_key: string | null;
    is_veg: number;
    is_spicy: number;
    /** JSON arrays: allergen letters and additive numbers. */
    allergens: Generated<string>;
    additives: Generated<string>;
    /** JSON array of {label_en, label_de, priceCents, volumeMl}; empty for one price. */
    variants: Generated<string>;
    volume_ml: number | null;
    /** When staff marked it sold out (UTC); it clears itself when the restaurant next opens on a later day. */
    sold_out_at: string | null;
    /** YYYY-MM-DD, inclusive, Europe/Berlin. */
    available_from: string | null;
    available_until: string | null;
    allergens_declared: Generated<number>;
    created_at: string;
    seq: Generated<number>;
  };
  opening_hours: {
    weekday: number;
    is_closed: number;
    /** JSON array of {open, close}. */
    intervals: string;
  };
  special_days: {
    seq: Generated<number>;
    id: string;
    /** YYYY-MM-DD, inclusive. */
    date_from: string;
    date_to: string;
    is_closed: number;
    intervals: string;
    note_en: string;
    note_de: string;
    created_at: string;
  };
  menu_images: {
    id: string;
    title: string;
    language: "en" | "de";
    upload_key: string;
    available_from: string | null;
    available_until: string | null;
    created_at: string;
    seq: Generated<number>;
  };
}
