// Generated from server/db/migrations.server.ts by `npm run db:types`: change a migration, not this file.
import type { Generated } from "kysely";

/** Row types of the SQLite tables. Times are ISO-8601 strings in UTC; JSON columns are strings. */
export interface Database {
  app_meta: {
    key: string;
    value: string;
  };
  members: {
    id: string;
    email: string;
    password_hash: string;
    created_at: string;
    password_changed_at: string;
    name: Generated<string>;
    role: Generated<"owner" | "manager" | "staff">;
    disabled_at: string | null;
    last_login_at: string | null;
    devices_revoked_at: string | null;
  };
  sessions: {
    token_hash: string;
    member_id: string;
    created_at: string;
    last_used_at: string;
    expires_at: string;
  };
  uploads: {
    key: string;
    kind: "image" | "pdf";
    widths: Generated<string>;
    created_at: string;
    released_at: string | null;
  };
  categories: {
    seq: Generated<number>;
    id: string;
    name_en: string;
    name_de: string;
    position: Generated<number>;
    created_at: string;
    is_drinks: Generated<number>;
    served_hours: string | null;
  };
  dishes: {
    seq: Generated<number>;
    id: string;
    category_id: string;
    title_en: string;
    title_de: string;
    description_en: Generated<string>;
    description_de: Generated<string>;
    price_cents: number;
    position: Generated<number>;
    image_key: string | null;
    is_veg: Generated<number>;
    is_spicy: Generated<number>;
    created_at: string;
    allergens: Generated<string>;
    additives: Generated<string>;
    variants: Generated<string>;
    volume_ml: number | null;
    sold_out_at: string | null;
    available_from: string | null;
    available_until: string | null;
    allergens_declared: Generated<number>;
  };
  opening_hours: {
    weekday: Generated<number>;
    is_closed: number;
    intervals: Generated<string>;
  };
  menu_images: {
    seq: Generated<number>;
    id: string;
    title: string;
    language: "en" | "de";
    upload_key: string;
    created_at: string;
    available_from: string | null;
    available_until: string | null;
  };
  special_days: {
    seq: Generated<number>;
    id: string;
    date_from: string;
    date_to: string;
    is_closed: number;
    intervals: Generated<string>;
    note_en: Generated<string>;
    note_de: Generated<string>;
    created_at: string;
    announce: Generated<number>;
  };
  history: {
    seq: Generated<number>;
    id: string;
    at: string;
    actor_id: string | null;
    actor_email: string;
    actor_name: string;
    action: string;
    entity: string;
    entity_id: string | null;
    summary_en: string;
    summary_de: string;
    before: string | null;
    after: string | null;
    permission: Generated<string>;
  };
  invites: {
    seq: Generated<number>;
    id: string;
    email: string;
    name: string;
    role: "owner" | "manager" | "staff";
    token_hash: string;
    created_at: string;
    expires_at: string;
    accepted_at: string | null;
    revoked_at: string | null;
    invited_by: string | null;
  };
  announcements: {
    seq: Generated<number>;
    id: string;
    text_en: Generated<string>;
    text_de: Generated<string>;
    date_from: string;
    date_until: string;
    created_at: string;
  };
  history_touches: {
    history_id: string;
    entity: string;
    entity_id: string;
  };
  restaurant_profile: {
    id: Generated<number>;
    identity: string;
    address: string;
    contact: string;
    providers: string;
    social: string;
    legal: string;
    texts: string;
    demo_fields: Generated<string>;
    updated_at: string;
  };
  restaurant_pictures: {
    slot: "logo" | "hero" | "about-1" | "about-2" | "about-3" | "story";
    upload_key: string;
    video_key: string | null;
    video_type: "mp4" | "webm" | null;
    alt_de: string;
    alt_en: string;
    updated_at: string;
  };
  visit_counts: {
    day: string;
    dimension: string;
    value: string;
    count: number;
  };
}
