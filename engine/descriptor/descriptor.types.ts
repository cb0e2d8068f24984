/* Generated from engine/schema/descriptor.schema.json by `npm run schema:types`. Do not edit. */

/**
 * A key in locales/ar.json and locales/en.json, dotted, such as "banks.title" or "VALIDATION.nameAr". Editors offer the existing keys (engine/schema/names.schema.json, `npm run schema:names`); a new text needs its key in both files first.
 */
export type TranslationKey = string;
/**
 * A full permission key from server/permission-catalogue.json: the group, a space, the permission, e.g. "banks create". Editors offer the catalogue's keys (engine/schema/names.schema.json).
 */
export type PermissionKey = string;
/**
 * A field of the API's answer, dots for nested objects: "name_ar", "country.name".
 */
export type FieldPath = string;
/**
 * The name of an icon from the engine's icon registry (engine/registries/icons.ts).
 */
export type IconName =
  | 'Home'
  | 'AccountBalance'
  | 'Public'
  | 'LocationCity'
  | 'Place'
  | 'Work'
  | 'WorkOutline'
  | 'Category'
  | 'School'
  | 'Cancel'
  | 'Settings'
  | 'People'
  | 'Storage'
  | 'Map'
  | 'Notifications'
  | 'Assignment'
  | 'LocalShipping'
  | 'Star'
  | 'Inventory'
  | 'LocalOffer'
  | 'DirectionsCar'
  | 'ContactMail'
  | 'Description'
  | 'Security'
  | 'AdminPanelSettings'
  | 'History'
  | 'Help'
  | 'Wallet'
  | 'Assessment'
  | 'Visibility'
  | 'VerifiedUser'
  | 'Edit'
  | 'Delete'
  | 'CheckCircle'
  | 'Block'
  | 'Replay'
  | 'Reply'
  | 'Schedule';
/**
 * The endpoint, without a leading slash. {id} stands for the record's id.
 */
export type ApiPath = string;
/**
 * How a value is shown: text (default), activation (a switch with the activate permission, else a tick or cross), boolean (tick or cross), percent (adds %), money (adds the currency), date, dateTime (the date and the time of day), serial (a dash when empty), label (a translated label from options), image (a thumbnail that opens large), longText (cut to 2 lines, or the column's "clamp"; the whole text in a tooltip, and behind "read more" in a window when it is long), richText (formatted text from the server, cleaned of anything unsafe, in a window), chips (a list of names; "chipLabel" names each item's field, default name); status (a coloured chip; options give each value's label and colour), stars (a rating out of 5 in half steps), expandable (the first items of a list, the rest on demand), rowNumber ((page - 1) × per page + position), toggle (a switch with its own call, see "toggle"); list (a numbered list of a field of each item, "chipLabel" names it); recordLink (a link to the record of another area whose id the value is, that area named by the permission group in the row's "groupField": to its show page, else its edit page, when the admin may open it; else "#id"); areaTitle (the title of the area whose permission group the value is; areas of different titles that share one group are named by the menu group that holds them all); changedFields (the fields of an {old, attributes} object by their labels in the area named by "groupField").
 */
export type CellName =
  | 'text'
  | 'activation'
  | 'boolean'
  | 'percent'
  | 'money'
  | 'date'
  | 'dateTime'
  | 'serial'
  | 'label'
  | 'image'
  | 'longText'
  | 'richText'
  | 'chips'
  | 'status'
  | 'stars'
  | 'expandable'
  | 'rowNumber'
  | 'toggle'
  | 'list'
  | 'recordLink'
  | 'areaTitle'
  | 'changedFields';
/**
 * show, edit and delete, each shown only when the list's permissions allow it.
 */
export type ActionName = 'show' | 'edit' | 'delete';
export type FilterRule = unknown & {
  /**
   * The "param" of each filter that must be given with the others.
   *
   * @minItems 2
   */
  together?: string[];
  /**
   * The "param" of date filters in their order (e.g. from_date, to_date): a day given may not be before a day given earlier in the list.
   *
   * @minItems 2
   */
  ordered?: string[];
  /**
   * The message shown when the rule is broken.
   */
  message: TranslationKey;
};
/**
 * {"area": "banks"} links to an area's list with its title, icon and list permission; {"link": "/home", "label": ...} is a plain link; {"group": ..., "items": [...]} nests items.
 */
export type MenuItem = AreaMenuItem | LinkMenuItem | GroupMenuItem;
/**
 * The camelCase name of a bespoke screen the product registers (custom-screens/registry.tsx); the descriptor checker accepts the names listed in custom-screens/names.json.
 */
export type CustomScreenName = string;
/**
 * How a form field is drawn: the form library's own widgets (text, textarea, select, checkbox, date, ...) and the engine's (switch, lookupSelect, multiLookup, image, pdf, richText, dateNotPast).
 */
export type FormWidget = string;

/**
 * Every kind of descriptor, as the engine holds it once loaded.
 */
export interface Descriptors {
  area?: Area;
  menu?: Menu;
  notifications?: Notifications;
}
/**
 * Names and values sent with a call. A value may hold placeholders in braces: {id} is the record's id, {value} the new switch value (1 or 0), {field} another filter's or form field's value.
 */
export interface TemplateMap {
  [k: string]: string | number | boolean;
}
/**
 * One call to the API, relative to its base URL (api/v1/).
 */
export interface ApiCall {
  /**
   * GET (the default) for reads; the Laravel API takes POST for writes.
   */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The endpoint, without a leading slash. {id} stands for the record's id.
   */
  path: string;
  /**
   * Query-string parameters added to the call.
   */
  query: TemplateMap;
  /**
   * Fields added to the request body, e.g. {"_method": "PUT"} for a Laravel update.
   */
  body: TemplateMap;
  /**
   * How a body is sent: "form" (the default), "multipart" (needed for files) or "json".
   */
  encoding: 'form' | 'multipart' | 'json';
}
/**
 * One value with the text shown for it (and, for the status cell, its colour).
 */
export interface Option {
  /**
   * What the API sends or takes for this choice (compared as text, so 1 and "1" are the same).
   */
  value: string | number;
  /**
   * The text shown for this choice.
   */
  label: TranslationKey;
  /**
   * For the status cell: the chip's colour; default "default" (grey).
   */
  color: 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
}
/**
 * A lookup call whose answer's data is a list; value and label name the fields of each item. A {field} placeholder in the query makes the choices depend on that other field: they load once it has a value and clear when it changes.
 */
export interface OptionSource {
  /**
   * The lookup endpoint, without a leading slash.
   */
  path: ApiPath;
  /**
   * Query-string parameters of the lookup call; a {field} placeholder waits for that field and reloads when it changes.
   */
  query: TemplateMap;
  /**
   * Field of each item sent as the value; default "id".
   */
  value: string;
  /**
   * Field of each item shown; default "name".
   */
  label: string;
  /**
   * The query parameter by which the lookup endpoint filters its items by name (e.g. name, keyword). A picker with more than 7 choices lets the admin type to search: with this, the typed text is sent to the server (after a 300 ms pause); without it, the loaded choices are filtered in the page.
   */
  search?: string;
}
/**
 * One input in the list's filter panel; its value goes to the list call as the query parameter "param".
 */
export interface Filter {
  /**
   * The list call's parameter name, exactly as the API spells it.
   */
  param: string;
  /**
   * The filter's label.
   */
  label: TranslationKey;
  /**
   * text (default), number, date, select (needs options or source), status (active / not active, sent as 1 / 0), hidden (not in the panel, but read from the address and sent: a link from another screen sets it), area (a choice of the areas the admin may list, each sent as its permission group and shown by its title).
   */
  widget: 'text' | 'number' | 'date' | 'select' | 'status' | 'hidden' | 'area';
  /**
   * For a select filter: the choices, each a value sent to the API and its label. A select filter needs these or "source".
   */
  options: Option[];
  /**
   * For a select filter: choices loaded from a lookup call instead of fixed ones.
   */
  source?: OptionSource;
  /**
   * Offered in the panel only to an admin who holds this permission key, e.g. a choice of admins, whose lookup needs "admins index".
   */
  permission?: PermissionKey;
  /**
   * Other query-parameter names this filter is read from (e.g. providerId for provider_id), for links made elsewhere.
   */
  urlAliases: string[];
}
/**
 * One column of the list table.
 */
export interface Column {
  /**
   * The value shown: a field of each row of the list answer.
   */
  field: FieldPath;
  /**
   * The column heading.
   */
  label: TranslationKey;
  /**
   * How the value is drawn; default text.
   */
  cell: CellName;
  /**
   * The heading sorts the list by this column, through the list's "sort" parameters: true sorts by the column's field, a text by that name of the API (when the API names it otherwise). For plain values (names, numbers, dates, statuses), not images, chips or lists.
   */
  sortable: boolean | string;
  /**
   * For the label and status cells: the text (and colour) shown for each value.
   */
  options: Option[];
  /**
   * For the image cell: the field of the record whose name an initials avatar is made from when there is no picture, instead of "no data" (a person or a company without a photo).
   */
  initialsFrom?: FieldPath;
  /**
   * Shows the value in words: a locale group whose keys are the API's values (e.g. people.experiences for unspecified, graduate, professional); the group must exist in both locale files. A value without a key in the group is shown as sent. For enum-like fields shown as text; the label and status cells use options instead.
   */
  values?: string;
  /**
   * For the chips, expandable and list cells: the field of each item to show; default name.
   */
  chipLabel: string;
  /**
   * Shows the value as a link to this dashboard route; {field} placeholders take the row's values.
   */
  link?: string;
  /**
   * Shown instead of "no data" when the value is empty, where an empty value means something (an entry made by no admin was made by the system).
   */
  whenEmpty?: TranslationKey;
  /**
   * For the recordLink and changedFields cells: the field of the row holding the permission group of the record's area (e.g. subject_type). The area is the one whose "history.subjectType", else whose list permission's group, it is.
   */
  groupField?: FieldPath;
  /**
   * For the image cell: the field holding a small copy of the picture (e.g. avatar_thumb), drawn in the cell; the window it opens shows the original. Without it the original is drawn small.
   */
  thumbnail?: FieldPath;
  /**
   * For the text and longText cells: the value is cut to this many lines in the table, its whole text in a tooltip on hover or focus and, when it is longer than a tooltip holds, behind a "read more" that opens it in a window. Default 2 for longText, none for text (a text value is shown whole).
   */
  clamp?: number;
  toggle?: ColumnToggle;
}
/**
 * For the toggle cell: the call made when the switch moves ({id}, {value} 1 or 0, and the row's fields), and the list permission flag it needs.
 */
export interface ColumnToggle {
  /**
   * The call made when the switch moves: {id} is the row's id, {value} 1 or 0, other placeholders the row's fields.
   */
  call: ApiCall;
  /**
   * The flag of the list answer's permissions that allows the switch (e.g. activate); without it the value shows as a tick or cross.
   */
  permission?: string;
}
/**
 * One value of the row and its label.
 */
export interface ContextField {
  /**
   * A field of each row of the list answer.
   */
  field: FieldPath;
  /**
   * The value's label.
   */
  label: TranslationKey;
  /**
   * How the value is drawn, as the list draws it: text (default), money (with the currency) or date.
   */
  cell: 'text' | 'money' | 'date';
}
/**
 * Rules run in order when the form is saved; the first one that fails is shown as a toast with its message, and its field is marked.
 */
export interface Rule {
  /**
   * The form field the rule checks (a property of form.schema); it is marked when the rule fails.
   */
  field: string;
  /**
   * required, minLength, maxLength, pattern (a regular expression in value), email, sameAs (another field in value), min, max, minItems, oneOf (one of the values listed in value), notBeforeToday (a date not in the past), notBefore (a date not before the date field named in value), everyItemHas (each row of a list of rows has the field named in value).
   */
  rule:
    | 'required'
    | 'minLength'
    | 'maxLength'
    | 'pattern'
    | 'email'
    | 'sameAs'
    | 'min'
    | 'max'
    | 'minItems'
    | 'oneOf'
    | 'notBeforeToday'
    | 'notBefore'
    | 'everyItemHas';
  /**
   * What the check compares with: a length or number for minLength, maxLength, min, max and minItems; a regular expression for pattern; the values allowed for oneOf; another field's name for sameAs, notBefore and everyItemHas.
   */
  value?: number | string | string[];
  /**
   * How the value is read before the check, as the server reads it: compact is without spaces, in upper case (an IBAN).
   */
  normalize?: 'compact';
  /**
   * The translation key of the message shown when the rule fails.
   */
  message: TranslationKey;
  /**
   * Run the rule only on this form: create, or edit (a single record's page counts as edit); on both when left out. The required rule of a field of form.requiredOnCreate or form.requiredOnEdit gets it by convention.
   */
  on?: 'create' | 'edit';
  when?: FieldEquals;
}
/**
 * Run the rule only when another field holds this value.
 */
export interface FieldEquals {
  /**
   * The other form field.
   */
  field: string;
  /**
   * The value it must hold for the rule to run.
   */
  equals: unknown;
}
/**
 * One label / value pair of a show section.
 */
export interface ShowField {
  /**
   * The value shown: a field of the record (the show answer).
   */
  field: FieldPath;
  /**
   * The label beside the value.
   */
  label: TranslationKey;
  /**
   * How the value is drawn; default text.
   */
  cell: CellName;
  /**
   * For the label and status cells: the text (and colour) shown for each value.
   */
  options: Option[];
  /**
   * For the image cell: the field of the record whose name an initials avatar is made from when there is no picture, instead of "no data" (a person or a company without a photo).
   */
  initialsFrom?: FieldPath;
  /**
   * Shows the value in words: a locale group whose keys are the API's values (e.g. people.experiences for unspecified, graduate, professional); the group must exist in both locale files. A value without a key in the group is shown as sent. For enum-like fields shown as text; the label and status cells use options instead.
   */
  values?: string;
  /**
   * For the chips, expandable and list cells: the field of each item to show; default name.
   */
  chipLabel: string;
  /**
   * Shows the value as a link to this dashboard route; {field} placeholders take the row's values.
   */
  link?: string;
  /**
   * Shown instead of "no data" when the value is empty, where an empty value means something (an entry made by no admin was made by the system).
   */
  whenEmpty?: TranslationKey;
  /**
   * For the recordLink and changedFields cells: the field of the row holding the permission group of the record's area (e.g. subject_type). The area is the one whose "history.subjectType", else whose list permission's group, it is.
   */
  groupField?: FieldPath;
  /**
   * For the image cell: the field holding a small copy of the picture (e.g. avatar_thumb), drawn in the cell; the window it opens shows the original. Without it the original is drawn small.
   */
  thumbnail?: FieldPath;
}
/**
 * A group of screens (list, create, edit, show) for one kind of record.
 */
export interface Area {
  /**
   * The engine schema this file follows, for editors: "../engine/schema/descriptor.schema.json".
   */
  $schema: string;
  /**
   * Always "area" for an area.
   */
  kind: 'area';
  /**
   * A short kebab-case name, the same as the file name.
   */
  area: string;
  /**
   * The first part of the screen addresses: /{route}/all, /{route}/create, /{route}/edit/{id}, /{route}/show/{id}; for a single-record area, the whole address (e.g. app-content/policy).
   */
  route: string;
  /**
   * Other spellings of the route that lead to the same screens (e.g. "Districts" for "districts"), for links made elsewhere.
   */
  routeAliases: string[];
  /**
   * The area's name, shown in the menu and as the list heading.
   */
  title: TranslationKey;
  /**
   * The icon beside the area in the menu.
   */
  icon?: IconName;
  /**
   * "records" (the default): a list with create, edit and show pages. "single": one record edited in place at /{route}, such as a settings page: it reads with api.show and saves with api.update.
   */
  screen: 'records' | 'single';
  custom?: AreaCustomScreens;
  /**
   * Screens other parts of the product link to but this dashboard does not offer: their addresses exist, check their permission, and say clearly that the screen is not available here.
   */
  unavailable: ('list' | 'create' | 'edit' | 'show')[];
  permissions: AreaPermissions;
  api: AreaCalls;
  response: ResponsePaths;
  list?: AreaList;
  form?: AreaForm;
  show?: AreaShow;
  /**
   * The History section of the show page and the edit form: who changed the record, when, and each field's old and new value, from the API's activity log (GET dashboard/activity?subject_type=&subject_id=). On by default for every area with a show page or an edit form; false turns it off; an object names the subject type the log files the records under when it is not the permission group of the list permission ("banks index" -> banks). Hidden when the API has no activity log or refuses it.
   */
  history?:
    | boolean
    | {
        /**
         * The log's subject_type of this area's records: a permission group of the catalogue (e.g. carModel).
         */
        subjectType: string;
      };
}
/**
 * Screens drawn by a custom screen from the engine's registry instead of the generic one; the engine still routes, guards and menus them.
 */
export interface AreaCustomScreens {
  /**
   * The custom screen drawn instead of the generic list screen.
   */
  list?: CustomScreenName;
  /**
   * The custom screen drawn instead of the generic create screen.
   */
  create?: CustomScreenName;
  /**
   * The custom screen drawn instead of the generic edit screen.
   */
  edit?: CustomScreenName;
  /**
   * The custom screen drawn instead of the generic show screen.
   */
  show?: CustomScreenName;
  /**
   * The custom screen drawn instead of the generic single-record page.
   */
  single?: CustomScreenName;
}
/**
 * list: needed to see the area in the menu (a single page without one is open to every admin); create / edit / show: checked with the server when such a screen opens.
 */
export interface AreaPermissions {
  /**
   * Needed to see the area in the menu.
   */
  list?: PermissionKey;
  /**
   * Checked with the server when the create page opens.
   */
  create?: PermissionKey;
  /**
   * Checked with the server when the edit page opens.
   */
  edit?: PermissionKey;
  /**
   * Checked with the server when the show page opens (some areas use their edit key here, as the spec says).
   */
  show?: PermissionKey;
}
/**
 * Which calls the screens make. A screen exists only when its call is given: no create call, no create screen.
 */
export interface AreaCalls {
  /**
   * Reads a page of records (the page and the filters are added as query parameters).
   */
  list?: ApiCall;
  /**
   * Reads one record, for the show page and to fill the edit form.
   */
  show?: ApiCall;
  /**
   * Saves a new record: the form's fields are the body.
   */
  create?: ApiCall;
  /**
   * Saves an edited record: the form's fields are the body, plus "body" extras such as _method PUT.
   */
  update?: ApiCall;
  /**
   * Deletes one record after the admin confirms.
   */
  delete?: ApiCall;
  /**
   * Switches a record on or off from the list; {value} is 1 or 0.
   */
  activation?: ApiCall;
}
/**
 * Field paths in the list answer; the defaults fit the Laravel API.
 */
export interface ResponsePaths {
  /**
   * Where the rows are; default data.
   */
  rows: FieldPath;
  /**
   * Where the number of the last page is; default meta.last_page.
   */
  lastPage: FieldPath;
  /**
   * Where the page size is; default meta.per_page.
   */
  perPage: FieldPath;
  /**
   * Where the number of records is; default meta.total.
   */
  total: FieldPath;
  /**
   * Where the permission flags are (create, edit, delete, ...); default permissions.
   */
  permissions: FieldPath;
  /**
   * Where one record is in the show answer; default data.
   */
  record: FieldPath;
}
/**
 * The list screen at /{route}/all: its table, filters and row buttons.
 */
export interface AreaList {
  /**
   * The inputs of the collapsible filter panel, in order. Their values go into the address bar and the list call.
   */
  filters: Filter[];
  /**
   * The table columns, in order.
   *
   * @minItems 1
   */
  columns: Column[];
  /**
   * How the list call asks for an order, for the columns marked "sortable": the API's parameter names (the address uses the same), and the order without a choice. Without it no heading sorts.
   */
  sort?: {
    /**
     * The parameter naming the field to sort by, e.g. sort_by.
     */
    param: string;
    /**
     * The parameter saying asc or desc, e.g. sort_direction.
     */
    directionParam: string;
    /**
     * The order when the address names none; without it, the API's own order (nothing is sent).
     */
    default?: {
      /**
       * The API name of a sortable column.
       */
      field: string;
      /**
       * asc or desc.
       */
      direction: 'asc' | 'desc';
    };
  };
  /**
   * The rows per page an admin may choose (sent as per_page), at most 100: a long list is paged, never drawn whole. Each admin's choice is remembered per area. Until one is chosen, the first.
   *
   * @minItems 1
   */
  pageSizes: number[];
  /**
   * Whether the list header offers the Views menu: each admin saves the list's filters, order, page size and columns under a name (private, or shared with all admins) and applies one in a click. Kept by the API's dashboard/saved-views, else in the browser. false turns it off (e.g. for a list with nothing to filter or order).
   */
  savedViews: boolean;
  /**
   * Whether the list header offers the Export menu: the whole filtered, sorted list (every page) as an Excel workbook or a CSV file, with the columns the admin shows in their order, headings and values in the admin's language; pictures and the row buttons are left out. Needs only the list permission. false turns it off (e.g. for a list that must not leave the dashboard).
   */
  export: boolean;
  /**
   * Whether the list header offers Import: an Excel workbook or a CSV file (up to 10,000 rows) whose columns the admin maps to the form's fields (a picture or PDF named by its file name, the files chosen beside the sheet), every row checked with the form's rules before anything is sent, then each row created with the area's create call. Needs the create permission (and edit for updates). true imports the form's create fields; an object names the fields and the field that finds an existing record to update instead.
   */
  import?:
    | boolean
    | {
        /**
         * The form's fields a file may fill, in the template's order; the form's create fields when left out.
         *
         * @minItems 1
         */
        fields?: string[];
        /**
         * A field of the import whose value finds an existing record (searched through the list call's filter of the same name, or updateFilter): that record is updated instead of a new one created. Needs the edit permission and the area's update call.
         */
        updateKey?: string;
        /**
         * The list filter (one of list.filters) that searches for the update key's value when it is not named as the field, e.g. "name" searching the names of both languages. A filter may match part of a name: a record is updated only when its answer's update key field equals the row's value exactly.
         */
        updateFilter?: string;
      };
  /**
   * The buttons of each row, in order. Each shows only when the list answer's permissions allow it; a lock shows otherwise.
   */
  actions: ActionName[];
  /**
   * The field that names a record in the delete confirmation; default name.
   */
  recordLabel: FieldPath;
  /**
   * The list's filter parameters the command palette (Ctrl+K or /) fills with what the admin types, each asked on its own (e.g. name, phone_number, email; an order's number): the palette finds this area's records by them, with the list's permission. Empty: the palette does not search this area.
   */
  search: string[];
  /**
   * Ids that get no actions (a lock shows instead).
   */
  protectedIds: number[];
  /**
   * Further row buttons, after the standard ones.
   */
  customActions: CustomAction[];
  /**
   * A small form shown when an admin turns a record's switch off (e.g. the reason); its values go with the activation call. Turning on asks nothing.
   *
   * @minItems 1
   */
  deactivationPrompt?: PromptField[];
  /**
   * Checks on the filter panel before it is applied: "together" lists filters that must be given together (a start date needs an end date); "ordered" lists date filters that may not go back in time (the end date not before the start date), as the server checks them.
   */
  filterRules: FilterRule[];
  /**
   * Figures the list answer gives for the whole list (not one row), shown as cards above the table, e.g. the report's total amount.
   *
   * @minItems 1
   */
  summary?: SummaryFigure[];
  /**
   * Buttons above the table: "link" opens a file whose address the list answer gives (e.g. an Excel report); "pdf" makes a PDF of the table and its totals in the browser (A4, split across pages).
   *
   * @minItems 1
   */
  exports?: ListExport[];
}
export interface SummaryFigure {
  /**
   * The card's caption.
   */
  label: TranslationKey;
  /**
   * Where the figure is in the list answer, e.g. total_budget.total_tax.
   */
  path: FieldPath;
  /**
   * text (default), number (grouped digits) or money (with the currency).
   */
  cell: 'text' | 'number' | 'money';
}
export interface ListExport {
  /**
   * "link" opens a file the list answer links to; "pdf" makes a PDF of the table here.
   */
  kind: 'link' | 'pdf';
  /**
   * The button's text.
   */
  label: TranslationKey;
  /**
   * link only: where the file's address is in the list answer, e.g. excel_report.
   */
  path?: FieldPath;
  /**
   * pdf only: the saved file's name without .pdf; today's date is added; default report.
   */
  fileName: string;
  /**
   * pdf only: the toast once the file is made; default messages.generatedSuccessfully.
   */
  success: TranslationKey;
}
/**
 * The create and edit form (and the page of a single-record area): its fields as JSON Schema, how they are drawn, read and sent, and the rules checked on save.
 */
export interface AreaForm {
  schema: FormFields;
  /**
   * For each form field, how it is drawn: "ui:widget" names the widget, "ui:options" gives it settings such as a lookup's "source"; "ui:order" orders the fields.
   */
  uiSchema: {
    /**
     * The fields in the order they are drawn; "*" stands for the others.
     */
    'ui:order'?: string[];
    [k: string]: UiField | string[] | undefined;
  };
  /**
   * For each form field not named the same in the record: the record's field path it is read from, or, for rows, {"from": list path, "each": {row field: item path}}.
   */
  load: {
    [k: string]: FieldPath | RowsLoad;
  };
  /**
   * Fields left out of the create form (e.g. a switch that only makes sense on edit).
   */
  editOnly: string[];
  /**
   * Fields left out of the edit form.
   */
  createOnly: string[];
  /**
   * Fields that must be filled on the create form but may be left empty on edit. Like a field of schema.required on that form alone: marked with an asterisk and given its "required" rule by convention (the same message, only on that form), checked after the fields of schema.required, in this list's order (or just before the field's written rules). A field is listed in schema.required or here, not both.
   */
  requiredOnCreate?: string[];
  /**
   * Fields that must be filled on the edit form (and a single record's page) but may be left empty on create. Like a field of schema.required on that form alone: marked with an asterisk and given its "required" rule by convention (the same message, only on that form), checked after the fields of schema.required, in this list's order (or just before the field's written rules). A field is listed in schema.required or here, not both.
   */
  requiredOnEdit?: string[];
  /**
   * Fields of schema.required (or requiredOnCreate, requiredOnEdit) that get no "required" rule by convention: one that always holds a value (a choice with a default), or one another rule already speaks for (a confirmation compared with sameAs). They still show as required.
   */
  uncheckedRequired?: string[];
  /**
   * Where the form checks a field otherwise than the server's field table (server/contract.json "writes"), on purpose: each entry names the field, what differs (required, enum, minItems), the call it differs on (create or update; both when left out) and why (the spec's words). The descriptor checker says nothing of a difference listed here, and refuses an entry that no longer matches one.
   */
  ownRules?: {
    /**
     * The form property.
     */
    field: string;
    /**
     * What the form checks otherwise than the server: whether the field must be filled, the values it offers, or the least number of items of a list.
     */
    differs: 'required' | 'enum' | 'minItems';
    /**
     * The call the difference is on; both when left out.
     */
    on?: 'create' | 'update';
    /**
     * Why the form differs from the server, for the next maintainer.
     */
    reason: string;
  }[];
  /**
   * Checks run in order on save; the first failure is shown as a toast with its message and its field is marked. The "required" rule of each field of schema.required comes by convention and is not written here (see schema.required); write one only for another message or a condition.
   */
  rules: Rule[];
  /**
   * Shown on the edit form but not editable (and not sent).
   */
  readOnlyOnEdit: string[];
  /**
   * Each field listed shows only while another field holds a value; otherwise it is hidden, emptied and not sent.
   */
  conditions: FormCondition[];
  /**
   * For a field of rows: the body field it is sent as, holding every row's value of "from" in one list ("unique" drops repeats). The rows themselves are not sent.
   */
  sendAs: {
    [k: string]: RowsSentAs;
  };
  /**
   * The route opened after a successful save; default the area's list.
   */
  returnTo?: string;
  /**
   * Fields chosen one at a time but sent as a list (name[]), for an API that takes several.
   */
  sendAsList: string[];
}
/**
 * An object schema whose properties are the API's field names. Titles are translation keys.
 */
export interface FormFields {
  /**
   * Always "object": the form is one record.
   */
  type: 'object';
  /**
   * The form's fields by the API's field name, each a JSON Schema (type, title as a translation key, enum, default, format, ...).
   */
  properties: {
    [k: string]: {};
  };
  /**
   * The fields that must be filled, in the order they are checked. Each gets its "required" rule without one written in form.rules, with the message "VALIDATION." + the field in camelCase, a trailing "_id" dropped (name_ar: VALIDATION.nameAr, country_id: VALIDATION.country; a confirmation such as password_confirmation asks with the message of the field it confirms: VALIDATION.password). That check runs just before the field's written rules, or, for a field with none, right after the checks of the field listed before it. A "required" rule written for the field (another message, a condition) or a "minItems" rule takes its place; form.uncheckedRequired leaves it out.
   */
  required?: string[];
  [k: string]: unknown;
}
export interface FormCondition {
  /**
   * The field shown only sometimes.
   */
  field: string;
  /**
   * The other field and the value it must hold for this one to show.
   */
  when: FieldEquals;
}
export interface RowsSentAs {
  /**
   * The body field the list is sent as.
   */
  field: string;
  /**
   * The field of each row whose values are collected.
   */
  from: string;
  /**
   * Drop repeated values.
   */
  unique: boolean;
}
/**
 * The show page at /{route}/show/{id}: sections of label / value pairs. Without sections ("show": {}) it shows the list's columns, in order, as one section: an activation cell as a boolean labelled common.active, a toggle as a boolean, expandable chips as chips; row numbers are left out.
 */
export interface AreaShow {
  /**
   * Blocks of label / value pairs, in order. Leave it out to show the list's columns (see the show screen).
   *
   * @minItems 1
   */
  sections?: ShowSection[];
}
export interface ShowSection {
  /**
   * The section's heading; none when left out.
   */
  title?: TranslationKey;
  /**
   * The label / value pairs of the section, in order.
   *
   * @minItems 1
   */
  fields: ShowField[];
  /**
   * Hide the section when this holds for the record.
   */
  hiddenWhen?: FieldCondition;
}
export interface AreaMenuItem {
  /**
   * An area key (its file name): the entry opens the area's list with its title, icon and list permission.
   */
  area: string;
  /**
   * The entry's text; for an area entry, instead of the area's title.
   */
  label?: TranslationKey;
  /**
   * The entry's icon; for an area entry, instead of the area's icon.
   */
  icon?: IconName;
  /**
   * The permission the admin needs to see the entry; for an area entry, instead of the area's list permission.
   */
  permission?: PermissionKey;
  /**
   * Show this entry without any permission (the spec shows notifications and name-change requests to everyone); the screens still check theirs.
   */
  alwaysShown?: boolean;
}
export interface LinkMenuItem {
  /**
   * A dashboard route the entry opens, e.g. /home.
   */
  link: string;
  /**
   * The entry's text; for an area entry, instead of the area's title.
   */
  label: TranslationKey;
  /**
   * The entry's icon; for an area entry, instead of the area's icon.
   */
  icon?: IconName;
  /**
   * The permission the admin needs to see the entry; for an area entry, instead of the area's list permission.
   */
  permission?: PermissionKey;
  /**
   * Show this entry without any permission (the spec shows notifications and name-change requests to everyone); the screens still check theirs.
   */
  alwaysShown?: boolean;
}
export interface GroupMenuItem {
  /**
   * A name for a group of entries, unique in the menu; "label" is its text, "items" its entries.
   */
  group: string;
  /**
   * The entry's text; for an area entry, instead of the area's title.
   */
  label: TranslationKey;
  /**
   * The entry's icon; for an area entry, instead of the area's icon.
   */
  icon?: IconName;
  /**
   * The permission the admin needs to see the entry; for an area entry, instead of the area's list permission.
   */
  permission?: PermissionKey;
  /**
   * The entries of a group, in order.
   *
   * @minItems 1
   */
  items: MenuItem[];
  /**
   * Show this entry without any permission (the spec shows notifications and name-change requests to everyone); the screens still check theirs.
   */
  alwaysShown?: boolean;
}
/**
 * descriptors/menu.json: the side menu, its entries and groups in order; an area entry takes the area's title, icon and list permission.
 */
export interface Menu {
  /**
   * The engine schema this file follows, for editors: "../engine/schema/descriptor.schema.json".
   */
  $schema: string;
  /**
   * Always "menu" for the side menu.
   */
  kind: 'menu';
  /**
   * The menu entries, in order. An entry shows only when the admin holds its permission; a group only when one of its entries shows.
   *
   * @minItems 1
   */
  items: MenuItem[];
}
/**
 * A row button beyond show / edit / delete: a link ("link"), or a call ("call") made at once, after a confirmation ("confirm"), or after a small form ("prompt").
 */
export interface CustomAction {
  /**
   * A short camelCase name, unique in the area.
   */
  name: string;
  /**
   * The button's tooltip and the dialog's title.
   */
  label: TranslationKey;
  /**
   * The button's icon. One icon, one meaning on every list: Visibility opens a record (colour info), Edit edits (primary), Delete deletes (error), CheckCircle accepts (success), Cancel rejects (error), Block blocks (error); a custom action with a built-in action's icon takes its colour, one labelled like a built-in action takes its icon.
   */
  icon: IconName;
  /**
   * The button's colour; default primary.
   */
  color: 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
  /**
   * The flag of the list answer's permissions that allows it, e.g. reply. Without one the action is always there.
   */
  permission?: string;
  /**
   * Hide the button on rows where this holds, e.g. already replied.
   */
  hiddenWhen?: FieldCondition;
  /**
   * A dashboard route to open; {field} placeholders take the row's values.
   */
  link?: string;
  /**
   * The call the action makes; {id} and the row's fields fill placeholders, prompt fields are added to the body.
   */
  call?: ApiCall;
  /**
   * Asks this question first (OK / Cancel).
   */
  confirm?: TranslationKey;
  /**
   * A small form in a dialog: its fields are sent with the call; the send button stays disabled until every required field is filled.
   */
  prompt: PromptField[];
  /**
   * The toast after success; default the server's message.
   */
  success?: TranslationKey;
  /**
   * Also offered in the bar over the selected rows: the question ("confirm") and the form ("prompt") are asked once, then the call is made for each selected row. Protected rows and rows where "hiddenWhen" holds are skipped and listed as such. Only for an action with a "call".
   */
  bulk: boolean;
  /**
   * Fields of the row shown read-only at the top of the action's dialog (needs "prompt" or "confirm"), e.g. the sender and the message a reply answers.
   */
  context: ContextField[];
}
/**
 * One input of a prompt: a text or number sent with the call.
 */
export interface PromptField {
  /**
   * The body field the value is sent as, e.g. reply_message.
   */
  name: string;
  /**
   * The input's label.
   */
  label: TranslationKey;
  /**
   * A box of several lines instead of one line.
   */
  multiline: boolean;
  /**
   * The send button stays disabled until this input holds something.
   */
  required: boolean;
  /**
   * text (the default) or number.
   */
  type: 'text' | 'number';
  /**
   * For a number: the smallest value accepted (e.g. 0 for an amount).
   */
  min?: number;
  /**
   * Shown when a number is refused (not a number, or below "min"); default VALIDATION.positive.
   */
  message: TranslationKey;
}
/**
 * A list of the record read into a list of form rows: "from" is the list, "each" maps each row field to a path inside one item.
 */
export interface RowsLoad {
  /**
   * The list in the record, e.g. car_service.
   */
  from: FieldPath;
  /**
   * Row field → path inside one item of the list, e.g. {"service": "service.id"}.
   */
  each: {
    [k: string]: FieldPath;
  };
}
/**
 * Holds when a field of the record holds this value ("equals") or one of these values ("in").
 */
export interface FieldCondition {
  /**
   * The record's field that is compared.
   */
  field: FieldPath;
  /**
   * Holds when the field holds this value (1 and "1" and true are the same for a switch).
   */
  equals?: unknown;
  /**
   * Holds when the field holds one of these values.
   */
  in: unknown[];
}
/**
 * The admin's incoming notifications: the calls behind the header's bell and the notifications page, and where a click on one leads by its notify_type.
 */
export interface Notifications {
  /**
   * The engine schema this file follows, for editors: "../engine/schema/descriptor.schema.json".
   */
  $schema?: string;
  /**
   * Always "notifications" for the incoming notifications.
   */
  kind: 'notifications';
  api: NotificationCalls;
  /**
   * Where the list answer gives the unread count; default unread_notifications_count.
   */
  unreadCount: FieldPath;
  /**
   * The route of the page listing them all (the bell's "see all").
   */
  page: string;
  /**
   * notify_type → dashboard route; {field.path} placeholders take the notification's values, e.g. /providers/show/{data.provider_id}.
   */
  destinations: {
    [k: string]: string;
  };
  /**
   * The route for a notify_type not listed, or when a placeholder has no value.
   */
  fallback: string;
}
/**
 * list: the admin's notifications, a page at a time (with the unread count); read: opening one marks it read ({id}); markRead: the page's "mark read" ({id}); delete: one ({id}); deleteAll: all of them.
 */
export interface NotificationCalls {
  /**
   * The admin's notifications, a page at a time, with the unread count.
   */
  list: ApiCall;
  /**
   * Marks one notification read when the admin opens it ({id}).
   */
  read: ApiCall;
  /**
   * The notifications page's "mark read" ({id}).
   */
  markRead: ApiCall;
  /**
   * Deletes one notification ({id}).
   */
  delete: ApiCall;
  /**
   * Deletes all of the admin's notifications.
   */
  deleteAll: ApiCall;
}
/**
 * The uiSchema entry of one form field (react-jsonschema-form): its widget and the widget's options; other "ui:" settings of the form library pass through.
 */
export interface UiField {
  /**
   * The widget that draws the field, e.g. switch, lookupSelect, richText; the form picks one from the field's type when left out.
   */
  'ui:widget'?: FormWidget;
  /**
   * The direction of the text typed in this field (text inputs, text areas, the rich-text editor), when it is not the page's: ltr, rtl or auto (found from what is typed). Left out, fields named *_en are ltr and *_ar rtl; email, phone, web address and number inputs are always ltr.
   */
  'ui:dir'?: 'ltr' | 'rtl' | 'auto';
  'ui:options'?: UiOptions;
  /**
   * For a list of rows: how each row's fields are drawn, by field name.
   */
  items?: {
    [k: string]: UiField;
  };
  [k: string]: unknown;
}
/**
 * Settings for the widget; "source" says where a lookup's choices come from.
 */
export interface UiOptions {
  /**
   * For lookupSelect and multiLookup: the lookup call the choices come from.
   */
  source?: OptionSource;
}
