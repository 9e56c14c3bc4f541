import { fillPlaceholders, type TextParams } from "../translate.ts";

/**
 * Every message the API sends and the contract's schemas give, by a stable code. An error answer
 * is `{ error, code, params? }`: `error` the English text below (other clients read it), `code`
 * the key, `params` the values of its `{{placeholders}}`. The admin shows the German text of the
 * code (web/features/admin/i18n/messages.de.ts; the compiler fails while one is missing).
 *
 * A new error is one line here and its German line there; the server throws it by code
 * (`domainError("dishNotFound")` below the routes) and a schema gives it as `issueMessage(code)`.
 *
 * This module needs no zod: the admin's English catalogue is built from it.
 */
export const API_ERRORS = {
  emailRequired: "E-mail is required.",
  emailInvalid: "Enter a valid e-mail address.",
  passwordRequired: "Password is required.",
  passwordTooShort: "The password needs at least {{min}} characters.",
  passwordTooLong: "Password is too long.",
  currentPasswordRequired: "Enter your current password.",
  samePassword: "The new password must differ from the current one.",
  setupLinkIncomplete: "The setup link is incomplete.",
  invalidCredentials: "Invalid e-mail or password",
  tooManyAttempts: "Too many login attempts. Please wait a few minutes and try again.",
  loginBusy: "The server is busy checking other logins. Please try again in a moment.",
  jsonOnly: "Send the request as application/json.",
  wrongCurrentPassword: "The current password is not correct.",
  setupLinkInvalid: "This setup link is invalid, expired or already used.",
  authRequired: "Authentication required",
  forbiddenForRole: "Your role does not allow this.",
  roleInvalid: "Choose a role: owner, manager or staff.",
  availabilityOrder: "The first day must not be after the last day.",
  categoryNameRequired: "Please enter at least English or German name.",
  nameTooLong: "Name is too long.",
  controlCharacters: "Text must not contain control characters.",
  positionWhole: "Position must be a whole number.",
  variantCount: "A dish has either one price or {{min}} to {{max}} variants.",
  variantsJson: "Variants must be a JSON array of {label_en, label_de, priceCents, volumeMl}.",
  wholeNumberRange: "Enter a whole number from {{min}} to {{max}}.",
  volumeRange: "Volume must be a whole number of millilitres between 1 and {{max}}.",
  variantLabelRequired: "Every variant needs a label in English or German.",
  dishCategoryRequired: "Select a category first.",
  dishTitleRequired: "Enter at least English or German title.",
  dishPriceRequired: "Price is required.",
  priceRange: "Price must be a whole number of cents between 0 and 10000000.",
  soldOutBoolean: "soldOut must be true or false.",
  unknownAllergen: "Unknown allergen code: {{code}}",
  unknownAdditive: "Unknown additive number: {{code}}",
  menuImageTitleRequired: "At least one title is required ❌",
  menuImageFileRequired: "Please choose at least one image ❌",
  titleRequired: "Title is required.",
  titleTooLong: "Title is too long.",
  languageInvalid: "Language must be en or de.",
  hoursTimesInvalid: "Please fix times (format HH:MM, open < close).",
  timeFormat: "Times must have the format HH:MM (00:00 to 23:59).",
  weekdayRange: "Weekday must be 0 (Sunday) to 6 (Saturday).",
  tooManyIntervals: "At most 6 intervals per day.",
  openDayNeedsInterval: "An open day needs at least one interval.",
  isClosedBoolean: "isClosed must be true or false.",
  dateFormat: "Dates must have the format YYYY-MM-DD.",
  dateReal: "Dates must be real dates in the format YYYY-MM-DD.",
  endBeforeStart: "The end date must not be before the start date.",
  openSpecialDayNeedsInterval: "An open special day needs at least one interval.",
  textTooLong: "Text is longer than {{max}} characters.",
  variantLabelMax: "Variant labels have at most {{max}} characters.",
  noteMax: "Notes have at most {{max}} characters.",
  idsList: "ids must be a list of ids.",
  idsUnique: "Each id may appear only once.",
  orderCategoryRequired: "categoryId is required.",
  unknownDishId: "Unknown dish id: {{id}}",
  unknownCategoryId: "Unknown category id: {{id}}",
  dishOrderIncomplete: "The order must list every dish exactly once.",
  categoryOrderIncomplete: "The order must list every category exactly once.",
  dishNotFound: "Dish not found",
  unknownCategory: "The selected category does not exist.",
  categoryNotFound: "Category not found",
  imageNotFound: "Image not found",
  specialDayNotFound: "Special day not found",
  pdfNotFound: "PDF not found or deleted",
  notFound: "Not found",
  fileNotFound: "File not found",
  serverError: "Something went wrong on our side. Please try again.",
  jsonTooLarge: "The request is too large (at most 100 KB).",
  uploadTooLarge: "The request is too large (files at most 15 MB).",
  fileTooLarge: "The file is too large (at most 15 MB).",
  tooManyPixels: "The image has too many pixels (at most 70 megapixels).",
  imageFormat: "Only JPEG, PNG, WebP or AVIF images are accepted.",
  imageUnreadable:
    "The image could not be read. Please upload a valid JPEG, PNG, WebP or AVIF file.",
  imageProportions:
    "The image is too tall for its width. Please crop it: at most {{max}} pixels tall for each pixel of width.",
  imageOrPdf: "Please choose an image or PDF file.",
  pdfUnreadable: "The PDF document could not be read.",
  pdfEncrypted: "The PDF document is encrypted. Please upload it without a password or encryption.",
  pdfScripted: "The PDF document contains JavaScript. Please upload a PDF without scripts.",
  pdfAttached: "The PDF document contains embedded files. Please upload a PDF without attachments.",
  pdfTooManyPages: "The PDF document has too many pages (at most {{max}}).",
  logoFormat: "The logo must be a PNG, JPEG or WebP image.",
  videoFormat: "Only MP4 or WebM videos are accepted.",
  videoTooLarge: "The video is too large (at most {{max}} MB).",
  videoOnlyForHero: "Only the hero takes a video.",
  pictureImageRequired: "Please choose an image.",
  pictureSlotUnknown: "There is no such picture.",
  pictureNotFound: "No picture is stored here.",
  pictureAltRequired: "Please describe the picture in German and in English.",
  pictureAltTooLong: "The description is too long (at most {{max}} characters).",
  invalidJson: "Request body must be valid JSON.",
  jsonObject: "Request body must be a JSON object.",
  multipartOnly: "Request body must be multipart/form-data.",
  multipartInvalid: "Request body is not a valid multipart form.",
  formTooManyFields: "The form has too many fields (at most {{max}}).",
  formFieldTooLong: "The field {{field}} is too long (at most {{max}} characters).",
  invalidInput: "Invalid input.",
  announcementTextRequired: "Please enter the announcement in English or German.",
  announcementTextMax: "An announcement has at most {{max}} characters.",
  announcementOrder: "The last day must not be before the first day.",
  announcementNotFound: "Announcement not found",
  announceBoolean: "announce must be true or false.",
  holidayYear: "The year must be a whole number from 2000 to 2100.",
  servedHoursShape: "servedHours must be null or { weekdays, open, close }.",
  servedHoursWeekdays:
    "Serving hours need at least one weekday, each a number from 0 (Sunday) to 6 (Saturday), each once.",
  servedHoursOrder: "Serving hours must end after they start.",
  // The team, the history and its undo.
  memberNameRequired: "Enter a name.",
  memberNameTooLong: "The name is too long (at most 100 characters).",
  memberUpdateEmpty: "Send a role, a name or disabled.",
  disabledBoolean: "disabled must be true or false.",
  inviteLinkIncomplete: "The invite link is incomplete.",
  inviteLinkMalformed: "The invite link is invalid.",
  inviteInvalid: "This invite link is invalid, expired, revoked or already used.",
  memberNotFound: "Team member not found",
  alreadyMember: "Someone with this e-mail address is already on the team.",
  lastOwner:
    "The last active owner cannot be demoted, disabled or removed. Make someone else owner first.",
  accountDisabled: "This account is disabled. Ask the owner to enable it again.",
  historyEntryNotFound: "History entry not found",
  historyBeforeUnknown: "before must be the id of a history entry.",
  historyLimitWhole: "limit must be a whole number.",
  historyLimitMin: "limit must be at least 1.",
  historyLimitMax: "limit must be at most {{max}}.",
  visitsDaysInvalid: "days must be 7, 30 or 365.",
  notUndoable: "This change cannot be undone.",
  changedSince:
    "This cannot be undone: it has been changed again since. Undo the newer change first.",
  fileGone: "This cannot be undone: its files were removed after 30 days.",
  categoryGone:
    "This cannot be undone: the dish's category no longer exists. Bring the category back first.",
  categoryHasDishes:
    "This cannot be undone: the category has dishes now. Move or delete them first.",
  // The menu import's (shared/contract/menu-transfer.ts); a bad row's messages come with its line.
  importFileRequired: "Choose a CSV file to import.",
  importFileEmpty: "The file has no header row.",
  importFileUnreadable: "The file is not a readable CSV file (check the quotation marks).",
  importIdColumnRequired:
    "The file needs the column “ID”, as in the template (empty for new dishes).",
  importCategoryRequired:
    "Every dish needs a category: fill in “Kategorie (DE)” or “Kategorie (EN)”.",
  importUnknownId: "No dish has this ID. Leave the ID empty to add a new dish.",
  importDuplicateId: "This ID appears on more than one line.",
  importPriceFormat: "Prices are written in euros, like 12,50.",
  importYesNo: "Write “ja” or “nein” in the yes/no columns.",
  importDateFormat: "Dates are written as DD.MM.YYYY or YYYY-MM-DD.",
  importUndoConflict:
    "Dishes or categories of this import have been changed since; the import cannot be undone as a whole.",
  importHasErrors: "The file has errors; nothing was imported.",
  importUnknownColumn: "Unknown column: {{header}}",
  importDuplicateColumn: "The column {{header}} appears twice.",
  importTooManyRows:
    "The file has more than {{max}} rows; a menu file has far fewer. Check that it is the menu's file.",
  // How big a menu may grow: the public pages and the printed menu stay fast up to these.
  menuDishLimit: "The menu has at most {{max}} dishes. Delete dishes before adding more.",
  menuCategoryLimit:
    "The menu has at most {{max}} categories. Delete categories before adding more.",
  // The restaurant profile (shared/contract/restaurant-profile.ts).
  profileTextRequired: "Enter a text (it may be empty).",
  profileTextMarkup:
    "Write plain text: no HTML tags or entities. Separate paragraphs with a blank line.",
  profileLinkHttps: "Enter a full https:// address, or leave the field empty.",
  phoneInvalid: "Enter a valid phone number, like 02921 123456 or +49 2921 123456.",
  profileCoordinates: "Latitude is between -90 and 90, longitude between -180 and 180.",
  profilePriceRange: "Choose a price range from € to €€€€.",
  profilePostalCode: "A German postal code has five digits.",
  profileVatId: "A German VAT ID is DE and nine digits, like DE123456789.",
  profileEconomicId:
    "A business ID is DE, nine digits, a hyphen and five digits, like DE123456789-00001.",
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;
export type ApiErrorParams = TextParams;

/** The English text of a code, its `{{placeholders}}` filled in. */
export function apiErrorText(code: ApiErrorCode, params: ApiErrorParams = {}): string {
  return fillPlaceholders(API_ERRORS[code], params);
}

/**
 * A schema's message: its code, and the values of its placeholders as a query string
 * (`passwordTooShort?min=8`). The server answers the code's English text, the admin shows the
 * code's text in its language; neither reads the English back.
 */
export function issueMessage(code: ApiErrorCode, params: ApiErrorParams = {}): string {
  return codedMessage(code, params);
}

/** The same for any code of a catalogue (the admin's own checks use codes of their own). */
export function codedMessage(code: string, params: ApiErrorParams = {}): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  ).toString();
  return query ? `${code}?${query}` : code;
}

/** The code and values of a message made by codedMessage(); a message of zod's own reads as an unknown code. */
export function codeOfMessage(message: string): { code: string; params: Record<string, string> } {
  const at = message.indexOf("?");
  const code = at < 0 ? message : message.slice(0, at);
  const params = at < 0 ? {} : Object.fromEntries(new URLSearchParams(message.slice(at + 1)));
  return { code, params };
}

const isApiErrorCode = (code: string): code is ApiErrorCode => Object.hasOwn(API_ERRORS, code);

/** The API's code and values of a schema's message; undefined for one that is not a code (zod's own). */
export function apiIssueOf(
  message: string,
): { code: ApiErrorCode; params: Record<string, string> } | undefined {
  const { code, params } = codeOfMessage(message);
  return isApiErrorCode(code) ? { code, params } : undefined;
}

/** A schema's message as English text, for answers that carry text without a code; zod's own as it is. */
export function issueText(message: string): string {
  const found = apiIssueOf(message);
  return found ? apiErrorText(found.code, found.params) : message;
}

/** The body of an error answer, `{ error, code, params? }`, as the server sends it. */
export function apiErrorBody(
  code: ApiErrorCode,
  params: ApiErrorParams = {},
): { error: string; code: ApiErrorCode; params?: Record<string, string> } {
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  );
  return Object.keys(values).length > 0
    ? { error: apiErrorText(code, values), code, params: values }
    : { error: apiErrorText(code), code };
}
